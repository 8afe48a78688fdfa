import { useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import type { CartItem } from '../../../schemas';
import type { WishlistItemBody } from '../../../schemas/api/requestBodies';
import { track } from '../../analytics/bus';
import { cartLineItem, priced } from '../../analytics/items';
import { useApiClient } from '../../api/ApiClientProvider';
import { useApiMutation } from '../../api/useApiMutation';
import { removeFromCart } from '../../stores/cart';
import { useStores } from '../../stores/StoresProvider';

/** The wishlist call (spec 7.8 does not show it; the mock backend defines it). */
export const ADD_TO_WISHLIST_ENDPOINT = '/wishlists/items';

/** The list "Move to Wishlist" fills: the one /your-list/my-wishlist shows. */
const MY_WISHLIST = 'my-wishlist';

type Moved = { line: CartItem; slug: string };

/**
 * "Move to Wishlist" for a signed-in shopper: the server keeps the product in My Wishlist, so it
 * is still there after a reload and in other tabs. The line leaves the cart only once the server
 * has it; a failure keeps it in the cart and the error toast says why (spec 7.1).
 */
export function useMoveToWishlist(): (line: CartItem) => void {
  const stores = useStores();
  const session = useSnapshot(stores.session);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const mutation = useApiMutation(
    ({ slug }: Moved) =>
      client.post(
        ADD_TO_WISHLIST_ENDPOINT,
        { productSlug: slug, listSlug: MY_WISHLIST } satisfies WishlistItemBody,
        { token: session.sessionHandle },
      ),
    {
      onSuccess: (outcome, moved) => {
        if (!outcome.ok) return;
        track('add_to_wishlist', priced([cartLineItem(moved.line)]));
        removeFromCart(stores.cart, moved.line.productId, moved.line.option);
        void queryClient.invalidateQueries({ queryKey: ['wishlists'] });
      },
    },
  );
  return (line) => mutation.mutate({ line, slug: line.product.slug });
}
