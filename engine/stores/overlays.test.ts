import { describe, expect, it } from 'vitest';
import {
  closeOnRouteChange,
  closeOverlay,
  createOverlaysStore,
  openOverlay,
  toggleOverlay,
} from './overlays';

describe('overlays store', () => {
  it('starts with everything closed', () => {
    expect(createOverlaysStore()).toEqual({
      menuDrawer: false,
      storePreference: false,
      search: false,
      footerSheet: false,
    });
  });

  it('opens, closes and toggles one overlay at a time', () => {
    const state = createOverlaysStore();
    openOverlay(state, 'menuDrawer');
    expect(state.menuDrawer).toBe(true);
    toggleOverlay(state, 'footerSheet');
    toggleOverlay(state, 'footerSheet');
    expect(state.footerSheet).toBe(false);
    closeOverlay(state, 'menuDrawer');
    expect(state.menuDrawer).toBe(false);
  });

  it('closes the drawers, search and sheet on a route change but keeps the store preference', () => {
    const state = createOverlaysStore({
      menuDrawer: true,
      search: true,
      footerSheet: true,
      storePreference: true,
    });
    closeOnRouteChange(state);
    expect(state).toEqual({
      menuDrawer: false,
      search: false,
      footerSheet: false,
      storePreference: true,
    });
  });
});
