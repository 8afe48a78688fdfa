import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { meQuery } from '../api/accountQueries';
import { loadSchemas } from '../api/readWith';
import type { Stores } from '../stores/createStores';
import { signIn, signOut } from '../stores/session';
import { useStores } from '../stores/StoresProvider';
import { clearWishlist } from '../stores/wishlist';

/** Queries that belong to one shopper: dropped when the session ends. */
const SHOPPER_QUERY_ROOTS = [
  'users',
  'wishlists',
  'notifications',
  'recommended-products',
  'orders',
];

/**
 * Starts a session from a sign-in or sign-up answer: the token is kept (and written to storage, so
 * other tabs follow), the user goes into the store and the query cache. False when the answer
 * carries no usable token and user. The cart is left alone: a guest's cart survives sign-in.
 */
export async function startSession(
  stores: Stores,
  queryClient: QueryClient,
  response: unknown,
): Promise<boolean> {
  const { AuthSessionSchema } = await loadSchemas();
  const parsed = AuthSessionSchema.safeParse(response);
  if (!parsed.success) return false;
  signIn(stores.session, parsed.data.token, parsed.data.data);
  queryClient.setQueryData(meQuery(parsed.data.token).queryKey, parsed.data.data);
  return true;
}

/** Ends the session on this device: token and user gone, the shopper's lists and data dropped. */
export function endSession(stores: Stores, queryClient: QueryClient): void {
  signOut(stores.session);
  clearWishlist(stores.wishlist);
  for (const root of SHOPPER_QUERY_ROOTS) queryClient.removeQueries({ queryKey: [root] });
}

export function useSessionActions() {
  const stores = useStores();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      start: (response: unknown) => startSession(stores, queryClient, response),
      end: () => endSession(stores, queryClient),
    }),
    [stores, queryClient],
  );
}
