import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RegionBoundary } from './RegionBoundary';
import { RouteError } from './RouteError';

/**
 * Around the whole layout: what the regions' own boundaries do not catch never blanks the page.
 * Another address is a fresh chance (Back from a broken page works).
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <RegionBoundary region="page" resetKey={`${pathname}${search}`} fallback={<RouteError />}>
      {children}
    </RegionBoundary>
  );
}
