import { UNSAFE_createBrowserHistory, type HistoryRouterProps, type Location } from 'react-router';

type History = HistoryRouterProps['history'];

export type NavigationHistory = History & {
  /** Called as the address changes, before React renders the new page. */
  onNavigate(listener: (location: Location) => void): () => void;
};

/**
 * The browser history the app's router reads, with a second listener: react-router's history
 * takes one, and the overlays must hear of a navigation as it happens (engine/shell/
 * useCloseOverlaysOnNavigation.ts), not when the new page commits.
 */
export function wrapHistory(history: History): NavigationHistory {
  const listeners = new Set<(location: Location) => void>();
  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push: (to, state?: unknown) => history.push(to, state),
    replace: (to, state?: unknown) => history.replace(to, state),
    go: (delta) => history.go(delta),
    listen: (listener) =>
      history.listen((update) => {
        for (const notify of listeners) notify(update.location);
        listener(update);
      }),
    onNavigate(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The window's history (v5Compat: pushes and replaces are heard too, not only Back). */
export const createNavigationHistory = (): NavigationHistory =>
  wrapHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));
