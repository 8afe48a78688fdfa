import { useEffect } from 'react';
import type { createBrowserRouter } from 'react-router';
import { closeOnRouteChange, useStores } from '../stores';
import type { OverlaysState } from '../stores/overlays';

type AppDataRouter = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;

/**
 * Spec 4.14: drawers, the search overlay and the footer sheet close when the route changes.
 * Closed as the router moves, not when React commits the new page: a page whose code is still
 * loading keeps the old page on screen for a moment, and a sheet opened in that moment belongs
 * to the new page (it used to be shut again when the page arrived).
 */
export function closeOverlaysOnLocationChange(
  router: AppDataRouter,
  overlays: OverlaysState,
): () => void {
  let { pathname, search } = router.state.location;
  return router.subscribe(({ location }) => {
    if (location.pathname === pathname && location.search === search) return;
    ({ pathname, search } = location);
    closeOnRouteChange(overlays);
  });
}

export function useCloseOverlaysOnNavigation(router: AppDataRouter): void {
  const { overlays } = useStores();
  useEffect(() => closeOverlaysOnLocationChange(router, overlays), [router, overlays]);
}
