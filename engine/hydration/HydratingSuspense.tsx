import { Suspense, type ReactNode } from 'react';
import { useStores } from '../stores/StoresProvider';
import { useNowPin } from './now';

/**
 * A Suspense boundary for server-rendered content that may hydrate late (a lazy chunk on its way)
 * and reads the stores or the clock. Both change right after hydration (App swaps in the stored
 * stores, the clock leaves the server's time), in transitions that React should hold until such a
 * boundary has hydrated with the server's values. React 19.3 does not: a boundary still
 * dehydrated skips context changes (react#36594), the transition commits, and the boundary then
 * hydrates against the new values (#418, e.g. today's deals of the stored store, still loading).
 * Reading both here re-renders the boundary with new props on either change, and React then
 * hydrates it first, or holds the transition until it can.
 */
export function HydratingSuspense({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  useStores();
  useNowPin();
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
