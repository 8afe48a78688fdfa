import { fromCallback, type EventObject } from 'xstate';

/**
 * The machines' lock, held across the shopper's tabs with the Web Locks API: a check reads the
 * shared local state, posts and writes it back while no other tab of the site can do the same.
 * The lock is released when the machine leaves its checking state (the actor stops). Browsers
 * without Web Locks go ahead at once; the shared local state still catches a later duplicate.
 */
export const webLock = fromCallback<EventObject, { name: string }>(({ sendBack, input }) => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks === undefined) {
    sendBack({ type: 'LOCKED' });
    return undefined;
  }
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let stopped = false;
  locks
    .request(input.name, () => {
      if (stopped) return undefined;
      sendBack({ type: 'LOCKED' });
      return held;
    })
    .catch(() => {
      if (!stopped) sendBack({ type: 'LOCKED' });
    });
  return () => {
    stopped = true;
    release();
  };
});
