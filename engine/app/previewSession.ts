/** Browser pieces both mocked modes share: the tab's session storage and the address bar. */

// Storage can throw (privacy modes, blocked storage): the preview must keep working without it.
export function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Shows the previewed site in the URL, so a copied link opens the same site. */
export function showFixtureInUrl(name: string): void {
  const url = new URL(window.location.href);
  url.searchParams.set('fixture', name);
  window.history.replaceState(window.history.state, '', url);
}
