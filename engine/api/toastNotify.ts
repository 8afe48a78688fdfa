import type { Notify } from './notify';

/**
 * Whether a toast has been raised yet: the shell mounts the toast area only then, so neither it
 * nor react-toastify is downloaded with the page (home route budget).
 */
let areaWanted = false;
const listeners = new Set<() => void>();

export function toastAreaWanted(): boolean {
  return areaWanted;
}

export function subscribeToastArea(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function toaster() {
  if (!areaWanted) {
    areaWanted = true;
    for (const listener of listeners) listener();
  }
  return import('react-toastify').then((module) => module.toast);
}

/**
 * The app's Notify, backed by react-toastify. Position (top-right) and the 5000 ms default
 * auto-close of spec 9 belong to the ToastContainer the app shell renders; a toast raised while
 * the container is still loading waits in react-toastify's queue until it mounts.
 */
export const toastNotify: Notify = {
  success: (message) => void toaster().then((toast) => toast.success(message)),
  error: (message) => void toaster().then((toast) => toast.error(message)),
  warning: (message) => void toaster().then((toast) => toast.warning(message)),
  info: (message) => void toaster().then((toast) => toast.info(message)),
};
