import { useSyncExternalStore, type ReactNode } from 'react';

const subscribeNever = () => () => {};

/**
 * Renders its children only in the browser, after hydration: tools that exist only client-side
 * (the preview toolbar) must not be in the first render, or it would not match the server's HTML.
 */
export function ClientOnly({ children }: { children: ReactNode }) {
  const mounted = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  return mounted ? children : null;
}
