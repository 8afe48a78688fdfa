import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createOverlaysStore } from '../stores/overlays';
import { closeOverlaysOnLocationChange } from './useCloseOverlaysOnNavigation';

const routes = [{ path: '/', children: [{ index: true }, { path: 'shop' }] }];
let stop = () => {};
afterEach(() => stop());

function setUp(at = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  const overlays = createOverlaysStore();
  stop = closeOverlaysOnLocationChange(router, overlays);
  return { router, overlays };
}

describe('closeOverlaysOnLocationChange (spec 4.14)', () => {
  it('closes the drawers, the search and the footer sheet as the route changes', async () => {
    const { router, overlays } = setUp();
    Object.assign(overlays, { menuDrawer: true, search: true, footerSheet: true });
    await router.navigate('/shop');
    expect(overlays).toMatchObject({ menuDrawer: false, search: false, footerSheet: false });
  });

  it('a new query is a new route too', async () => {
    const { router, overlays } = setUp('/shop');
    overlays.footerSheet = true;
    await router.navigate('/shop?price=40');
    expect(overlays.footerSheet).toBe(false);
  });

  it('a sheet opened after the route moved stays open while the router settles', async () => {
    const { router, overlays } = setUp();
    await router.navigate('/shop');
    overlays.footerSheet = true;
    // Same location, new router state (a revalidation): nothing to close.
    await router.revalidate();
    await router.navigate('/shop#reviews');
    expect(overlays.footerSheet).toBe(true);
  });

  it('stops listening when asked', async () => {
    const { router, overlays } = setUp();
    stop();
    overlays.search = true;
    await router.navigate('/shop');
    expect(overlays.search).toBe(true);
  });
});
