import { useEffect } from 'react';
import type { NavigationHistory } from './navigationHistory';
import { closeOnRouteChange, useStores } from '../stores';
import type { OverlaysState } from '../stores/overlays';

type Navigations = Pick<NavigationHistory, 'location' | 'onNavigate'>;

/**
 * Spec 4.14: drawers, the search overlay and the footer sheet close when the route changes.
 * Closed as the address changes, not when React commits the new page: a page whose code is still
 * loading keeps the old page on screen for a moment, and a sheet opened in that moment belongs
 * to the new page (it used to be shut again when the page arrived).
 */
export function closeOverlaysOnLocationChange(
  history: Navigations,
  overlays: OverlaysState,
): () => void {
  let { pathname, search } = history.location;
  return history.onNavigate((location) => {
    if (location.pathname === pathname && location.search === search) return;
    ({ pathname, search } = location);
    closeOnRouteChange(overlays);
  });
}

export function useCloseOverlaysOnNavigation(history: Navigations): void {
  const { overlays } = useStores();
  useEffect(() => closeOverlaysOnLocationChange(history, overlays), [history, overlays]);
}
