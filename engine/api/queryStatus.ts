/** Where a query stands, in the words every view's `status` prop uses. */
export type QueryStatus = 'error' | 'loading' | 'ready';

type QueryState = { isError: boolean; isPending: boolean };

/** An answer that failed shows its error; one still on its way, the view's skeleton. */
export const queryStatus = (query: QueryState): QueryStatus =>
  query.isError ? 'error' : query.isPending ? 'loading' : 'ready';

/**
 * A shopper's own records (orders, tickets, chats, notifications): a guest is asked to sign in,
 * whatever the query (disabled without a session) says.
 */
export const accountQueryStatus = (signedIn: boolean, query: QueryState): 'guest' | QueryStatus =>
  signedIn ? queryStatus(query) : 'guest';
