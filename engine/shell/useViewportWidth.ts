import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * The window's inner width, or null on the server and while hydrating, so anything that depends
 * on it (an ad placement limited to breakpoints) renders only once the page is mounted (spec 4.8).
 */
export function useViewportWidth(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => null,
  );
}
