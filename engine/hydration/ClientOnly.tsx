import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children only in the browser, after hydration: tools that exist only client-side
 * (the preview toolbar) must not be in the first render, or it would not match the server's HTML.
 * Mounted in a transition from an effect, not by a store read whose browser value differs from
 * the server's (useSyncExternalStore): React re-renders such a read synchronously, inside the
 * task that runs the hydrated page's effects, and the toolbar's first render was about half of
 * the home page's longest task (total blocking time).
 */
export function ClientOnly({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    startTransition(() => setMounted(true));
  }, []);
  return mounted ? children : null;
}
