import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** How long the page waits for an idle moment at most; also the wait where there is no idle API. */
export const IDLE_DEADLINE_MS = 2_000;

/**
 * Renders its children once the browser is idle after the page has hydrated (never on the server):
 * for client-only work no shopper waits for (popup campaigns, abandoned-cart and notification
 * scheduling), so it neither lengthens hydration's long tasks nor competes with the page's own
 * data. The children take no space in the layout, so their arrival shifts nothing.
 */
export function WhenIdle({ children }: { children: ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // A transition: what mounts here renders in slices between the browser's own work.
    const done = () => startTransition(() => setIdle(true));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(done, { timeout: IDLE_DEADLINE_MS });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(done, IDLE_DEADLINE_MS);
    return () => window.clearTimeout(id);
  }, []);
  return idle ? children : null;
}
