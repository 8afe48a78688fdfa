import { proxy } from 'valtio';

/**
 * Which page-level overlays are open (spec 4.14). Not persisted: a reload starts with everything
 * closed. The cart sidebar stays in the notifications store, where spec §3 keeps its flag.
 */
export type OverlaysState = {
  /** The CMS menu drawer (spec 2.9), opened by the header hamburger or the sticky footer Menu item. */
  menuDrawer: boolean;
  /** The store preference drawer or popup (spec 2.11). */
  storePreference: boolean;
  /** The search drawer or overlay (spec 2.8). */
  search: boolean;
  /** The sticky footer's More sheet (spec 2.10 designs five and seven). */
  footerSheet: boolean;
};

export type OverlayName = keyof OverlaysState;

const CLOSED: OverlaysState = {
  menuDrawer: false,
  storePreference: false,
  search: false,
  footerSheet: false,
};

export const createOverlaysStore = (initial: Partial<OverlaysState> = {}): OverlaysState =>
  proxy({ ...CLOSED, ...initial });

export function openOverlay(state: OverlaysState, name: OverlayName): void {
  state[name] = true;
}

export function closeOverlay(state: OverlaysState, name: OverlayName): void {
  state[name] = false;
}

/** Spec 4.14: "The footer More sheet toggles open and closed." */
export function toggleOverlay(state: OverlaysState, name: OverlayName): void {
  state[name] = !state[name];
}

/** Spec 4.14: the search drawer and the menu drawers close on a route change (so does the sheet). */
export function closeOnRouteChange(state: OverlaysState): void {
  state.menuDrawer = false;
  state.search = false;
  state.footerSheet = false;
}
