import { UNSAFE_createMemoryHistory } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { wrapHistory } from './navigationHistory';
import { createOverlaysStore } from '../stores/overlays';
import { closeOverlaysOnLocationChange } from './useCloseOverlaysOnNavigation';

let stop = () => {};
afterEach(() => stop());

function setUp(at = '/') {
  const history = wrapHistory(UNSAFE_createMemoryHistory({ initialEntries: [at], v5Compat: true }));
  // The router's own listener (react-router's history takes one; the overlays hear it too).
  const seen: string[] = [];
  const unlisten = history.listen(({ location }) => seen.push(location.pathname));
  const overlays = createOverlaysStore();
  const unwatch = closeOverlaysOnLocationChange(history, overlays);
  stop = () => {
    unwatch();
    unlisten();
  };
  return { history, overlays, seen, unwatch };
}

describe('closeOverlaysOnLocationChange (spec 4.14)', () => {
  it('closes the drawers, the search and the footer sheet as the address changes', () => {
    const { history, overlays, seen } = setUp();
    Object.assign(overlays, { menuDrawer: true, search: true, footerSheet: true });
    history.push('/shop');
    // At once, before the router's own listener renders anything.
    expect(overlays).toMatchObject({ menuDrawer: false, search: false, footerSheet: false });
    expect(seen).toEqual(['/shop']);
  });

  it('a new query is a new route too, and so is going back', () => {
    const { history, overlays } = setUp('/shop');
    history.push('/shop?price=40');
    overlays.footerSheet = true;
    history.go(-1);
    expect(overlays.footerSheet).toBe(false);
  });

  it('a sheet opened after the address moved stays open', () => {
    const { history, overlays } = setUp();
    history.push('/shop');
    overlays.footerSheet = true;
    // Same page, only a new fragment or the same address replaced: nothing to close.
    history.push('/shop#reviews');
    history.replace('/shop');
    expect(overlays.footerSheet).toBe(true);
  });

  it('stops listening when asked', () => {
    const { history, overlays, unwatch } = setUp();
    unwatch();
    overlays.search = true;
    history.push('/shop');
    expect(overlays.search).toBe(true);
  });
});
