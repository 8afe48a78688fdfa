/** Which fixture site the embedded default shows: `?fixture=<name>` wins and sticks for the
 * browser session (sessionStorage), so following links keeps the previewed site. */
export const FIXTURE_SESSION_KEY = 'storefront.fixture';
export const DEFAULT_FIXTURE = 'default';

type SessionLike = Pick<Storage, 'getItem' | 'setItem'>;

export function selectFixture(
  search: string,
  session: SessionLike | null,
  known: readonly string[],
): string {
  const fromQuery = new URLSearchParams(search).get('fixture');
  if (fromQuery !== null && known.includes(fromQuery)) {
    safeSet(session, fromQuery);
    return fromQuery;
  }
  const stored = safeGet(session);
  if (stored !== null && known.includes(stored)) return stored;
  return DEFAULT_FIXTURE;
}

export function rememberFixture(name: string, session: SessionLike | null): void {
  safeSet(session, name);
}

// Storage can throw (privacy modes, quota): the preview must keep working without it.
function safeGet(session: SessionLike | null): string | null {
  try {
    return session?.getItem(FIXTURE_SESSION_KEY) ?? null;
  } catch {
    return null;
  }
}

function safeSet(session: SessionLike | null, name: string): void {
  try {
    session?.setItem(FIXTURE_SESSION_KEY, name);
  } catch {
    // Nothing to do: the selection simply does not survive a reload.
  }
}
