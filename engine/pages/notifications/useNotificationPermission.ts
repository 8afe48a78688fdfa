import { useSyncExternalStore } from 'react';
import type { PermissionState } from '../../../variants/notifications/types';

const listeners = new Set<() => void>();
const notifyAll = () => {
  for (const listener of listeners) listener();
};

function read(): PermissionState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Follows changes made in the browser's site settings too, where Permissions API can tell. */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  let status: PermissionStatus | null = null;
  navigator.permissions
    ?.query({ name: 'notifications' })
    .then((found) => {
      status = found;
      found.addEventListener('change', notifyAll);
    })
    .catch(() => undefined);
  return () => {
    listeners.delete(listener);
    status?.removeEventListener('change', notifyAll);
  };
}

/**
 * Notification.permission: "unknown" on the server and while hydrating (the server cannot know
 * it), the browser's value after. `ask` opens the browser's own prompt.
 */
export function useNotificationPermission() {
  const permission = useSyncExternalStore(subscribe, read, () => 'unknown' as const);
  const ask = async (): Promise<void> => {
    if (typeof Notification === 'undefined') return;
    await Notification.requestPermission();
    notifyAll();
  };
  return { permission, ask };
}
