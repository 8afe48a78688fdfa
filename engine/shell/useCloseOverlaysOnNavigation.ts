import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { closeOnRouteChange, useStores } from '../stores';

/** Spec 4.14: drawers, the search overlay and the footer sheet close when the route changes. */
export function useCloseOverlaysOnNavigation(): void {
  const { pathname, search } = useLocation();
  const { overlays } = useStores();
  useEffect(() => {
    closeOnRouteChange(overlays);
  }, [pathname, search, overlays]);
}
