import { useEffect, useState } from 'react';
import { preloadVariant } from './preloadable';

/**
 * For content that mounts the first time it is asked for and then stays (drawers, overlays):
 * true once `wanted` has been true and the code of every component in `parts` (made with
 * preloadableLazy) has arrived. Mounting only then, the parts render in one pass and no Suspense
 * fallback is ever shown. A reveal after a fallback waits for React's fallback throttle (up to
 * 300 ms), which a shopper feels as a drawer opening late; under load it made the cart drawer
 * miss the one-second answer.
 */
export function useMountWhenLoaded(wanted: boolean, parts: readonly object[]): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!wanted || ready) return;
    let active = true;
    // A failed download mounts anyway: the lazy part tries again, and a second failure reaches
    // the region's error boundary instead of leaving a button that does nothing.
    const mount = () => {
      if (active) setReady(true);
    };
    // A render while loading starts this again: the downloads are shared, only the answer waits.
    void Promise.all(parts.map((part) => preloadVariant(part))).then(mount, mount);
    return () => {
      active = false;
    };
  }, [wanted, ready, parts]);
  return ready;
}
