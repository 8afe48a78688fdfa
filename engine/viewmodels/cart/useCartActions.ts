import { useSnapshot } from 'valtio';
import type { CartItem } from '../../../schemas';
import type { CartLineEvents } from '../../../variants/cart/types';
import { toastNotify } from '../../api/toastNotify';
import { useSignInPrompt } from '../../account/SignInPrompt';
import { clearCart, removeFromCart, setQuantity } from '../../stores/cart';
import { isSignedIn } from '../../stores/selectors';
import { useStores } from '../../stores/StoresProvider';
import { saveForLater } from '../../stores/wishlist';
import { findLine } from './cartData';
import { useMoveToWishlist } from './useMoveToWishlist';
import { usePurchaseLimitGuard } from './usePurchaseLimitGuard';

export type CartActions = Omit<CartLineEvents, 'onNavigate'> & { onClearAll(): void };

/**
 * What the line buttons do, shared by the sidebar and the cart page. Move to Wishlist and Save
 * for Later are for signed-in shoppers; guests get the sign-in-required modal (spec 6).
 */
export function useCartActions(): CartActions {
  const stores = useStores();
  const session = useSnapshot(stores.session);
  const signedIn = isSignedIn(session);
  const prompt = useSignInPrompt();
  const { cart, wishlist } = stores;
  const moveToWishlist = useMoveToWishlist();
  const allow = usePurchaseLimitGuard();

  const withLine = (
    key: string,
    act: (productId: string, option: string, name: string) => void,
  ) => {
    const line = findLine(cart.cartList, key);
    if (line) act(line.productId, line.option, line.product.name);
  };
  /** The line as it is now, so the wishlist store keeps a copy before the cart lets it go. */
  const keep = (key: string, into: (wishlist: typeof stores.wishlist, line: CartItem) => void) => {
    const line = findLine(cart.cartList, key);
    if (line) into(wishlist, line);
  };

  return {
    onQuantityChange: (key, quantity) => {
      const line = findLine(cart.cartList, key);
      // A higher quantity adds to the cart, so it passes the purchase limits like any addition.
      const change = () =>
        withLine(key, (productId, option) => setQuantity(cart, productId, quantity, { option }));
      if (line && quantity > line.quantity) allow(line, quantity - line.quantity, change);
      else change();
    },
    onRemove: (key) =>
      withLine(key, (productId, option) => removeFromCart(cart, productId, option)),
    onMoveToWishlist: (key) => {
      if (!signedIn) return prompt.require('Your List');
      const line = findLine(cart.cartList, key);
      if (line) moveToWishlist(line);
    },
    onSaveForLater: (key) => {
      if (!signedIn) return prompt.require('Save for Later');
      keep(key, saveForLater);
      withLine(key, (productId, option, name) => {
        removeFromCart(cart, productId, option);
        toastNotify.success(`${name} saved for later.`);
      });
    },
    onClearAll: () => clearCart(cart),
  };
}
