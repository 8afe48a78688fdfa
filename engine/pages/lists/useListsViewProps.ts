import { queryOptions, skipToken, useQueries, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import type { CartItem, Product } from '../../../schemas';
import type { ListsViewProps, SavedItemData } from '../../../variants/lists/types';
import { useApiClient } from '../../api/ApiClientProvider';
import { useRecommendedProducts } from '../../api/hooks';
import { productQuery } from '../../api/queries';
import { readRecordOr } from '../../api/readWith';
import { toastNotify } from '../../api/toastNotify';
import { useSignInPrompt } from '../../account/SignInPrompt';
import { addToCart, lineKey } from '../../stores/cart';
import { isSignedIn } from '../../stores/selectors';
import { useStores } from '../../stores/StoresProvider';
import { setWishlist, takeSaved, type SavedPlace } from '../../stores/wishlist';
import { useAddToCart } from '../../viewmodels/catalogue/useAddToCart';
import { usePurchaseLimitGuard } from '../../viewmodels/cart/usePurchaseLimitGuard';
import {
  MY_WISHLIST,
  WishlistDetailsSchema,
  listDirectory,
  listDisplayName,
  listedProductData,
  listsPageKind,
  savedLineData,
} from './listsPage';

const EMPTY_TEXT = {
  directory: 'You have no lists yet.',
  myWishlist: 'Your wishlist is empty.',
  list: 'This list is empty.',
  savedForLater: 'Nothing saved for later yet.',
  keepShoppingFor: 'No suggestions yet. Browse the shop and we will keep track for you.',
} as const;

export type ListsPageModel = { title: string | undefined; view: ListsViewProps };

/** The signed-in wish lists with each list's product slugs; keyed by the token like GET /wishlists. */
function useWishlistDetails(token: string | null) {
  const client = useApiClient();
  return useQuery(
    queryOptions({
      queryKey: ['wishlists', token, 'details'],
      queryFn:
        token === null
          ? skipToken
          : async ({ signal }) =>
              readRecordOr(
                () => WishlistDetailsSchema,
                await client.get('/wishlists', { token, signal }),
                'GET /wishlists',
                {},
              ),
    }),
  );
}

/** Products by slug, in the list's order; ones the catalogue no longer has are left out. */
function useProductsBySlug(slugs: readonly string[]) {
  const client = useApiClient();
  return useQueries({
    queries: slugs.map((slug) => productQuery(slug, client)),
    combine: (results) => ({
      products: results
        .map((result) => result.data)
        .filter((product): product is Product => product !== undefined && product !== null),
      pending: results.some((result) => result.isPending),
    }),
  });
}

/** What each saved-items route shows (spec 2.1, §6): guests get the sign-in-required prompt. */
export function useListsPage(): ListsPageModel {
  const page = listsPageKind(useLocation().pathname);
  const stores = useStores();
  const session = useSnapshot(stores.session);
  const wishlistSnap = useSnapshot(stores.wishlist);
  const signedIn = isSignedIn(session);
  const token = signedIn ? session.sessionHandle : null;
  const prompt = useSignInPrompt();
  const addProduct = useAddToCart();
  const allow = usePurchaseLimitGuard();

  const details = useWishlistDetails(token);
  const recommended = useRecommendedProducts(page.kind === 'keepShoppingFor' ? token : null);
  const listSlug =
    page.kind === 'list' ? page.slug : page.kind === 'myWishlist' ? MY_WISHLIST : null;
  const serverList = details.data?.wishlistItems.find((item) => item.slug === listSlug);
  const listed = useProductsBySlug(serverList?.productSlugs ?? []);

  useEffect(() => {
    if (!signedIn) prompt.require('Your List');
  }, [signedIn, prompt]);

  // The header count reads the store: the server's lists land there once they arrive.
  useEffect(() => {
    if (details.data) setWishlist(stores.wishlist, details.data);
  }, [details.data, stores.wishlist]);

  const lines = (place: SavedPlace): readonly CartItem[] => wishlistSnap[place];
  const fromPlace = (place: SavedPlace) => lines(place).map((line) => savedLineData(line));

  let items: SavedItemData[] = [];
  let products: readonly Product[] = [];
  let place: SavedPlace | null = null;
  let loading = false;
  if (page.kind === 'savedForLater') {
    place = 'savedForLater';
    items = fromPlace(place);
  } else if (page.kind === 'myWishlist' || page.kind === 'list') {
    place = page.kind === 'myWishlist' ? 'wishlistLines' : null;
    products = listed.products;
    items = [...(place ? fromPlace(place) : []), ...products.map(listedProductData)];
    loading = details.isPending || listed.pending;
  } else if (page.kind === 'keepShoppingFor') {
    products = recommended.data?.items ?? [];
    items = products.map(listedProductData);
    loading = recommended.isPending;
  } else {
    loading = details.isPending;
  }

  const moveToCart = (key: string) => {
    const saved = place ? lines(place).find((line) => lineKey(line) === key) : undefined;
    if (place && saved) {
      // Checked before the line leaves the list: a refused move keeps it saved.
      allow(saved, saved.quantity, () => {
        const line = takeSaved(stores.wishlist, place, saved);
        if (!line) return;
        addToCart(stores.cart, line, { quantity: line.quantity, max: line.maxQuantity });
        toastNotify.success(`${line.product.name} moved to your cart.`);
      });
      return;
    }
    const product = products.find((item) => `product:${item.slug}` === key);
    if (product) addProduct(product);
  };

  const title =
    page.kind === 'list'
      ? serverList
        ? listDisplayName(serverList.listName)
        : undefined
      : undefined;

  return {
    title,
    view: {
      status: !signedIn ? 'guest' : loading ? 'loading' : 'ready',
      lists:
        page.kind === 'directory'
          ? listDirectory(details.data ?? null, wishlistSnap.wishlistLines.length)
          : [],
      items,
      emptyText: EMPTY_TEXT[page.kind],
      moveLabel: place ? 'Move to Cart' : 'Add to Cart',
      onMoveToCart: moveToCart,
      onRemove: (key) => {
        const saved = place ? lines(place).find((line) => lineKey(line) === key) : undefined;
        if (place && saved) takeSaved(stores.wishlist, place, saved);
      },
      onSignIn: () => prompt.require('Your List'),
    },
  };
}
