import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `fire` after a commit each time `key` names something new: once per distinct thing shown,
 * however often the component renders. `null` is "nothing shown" and leaves the last key in
 * place, so a list that blinks through its loading state back to the same contents is not counted
 * twice. The last key lives in a ref, so StrictMode's second run of the effect finds it fired.
 */
export function useOncePerKey(key: string | null, fire: (key: string) => void): void {
  const last = useRef<string | null>(null);
  // The newest `fire`, without making each render's new function a reason to run the effect.
  const onKey = useEffectEvent(fire);
  useEffect(() => {
    if (key === null || key === last.current) return;
    last.current = key;
    onKey(key);
  }, [key]);
}
