import { startTransition, useEffect, useState } from 'react';

/**
 * The window's inner width, or null on the server and until the component has mounted, so
 * anything that depends on it (an ad placement limited to breakpoints) renders only once the page
 * is mounted (spec 4.8). Read in an effect and applied as a transition: a store read whose
 * browser value differs from the server's (useSyncExternalStore) is re-rendered synchronously
 * inside the hydrated page's effects task, lengthening the home page's longest task.
 */
export function useViewportWidth(): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const read = () => startTransition(() => setWidth(window.innerWidth));
    read();
    window.addEventListener('resize', read);
    return () => window.removeEventListener('resize', read);
  }, []);
  return width;
}
