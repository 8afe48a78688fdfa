import { useSnapshot } from 'valtio';
import { cartCount } from '../../engine/stores/selectors';
import { useStores } from '../../engine/stores/StoresProvider';

/** Stands in for the header's cart badge: the count the header would show. */
export function CartProbe() {
  const cart = useSnapshot(useStores().cart);
  return <p data-testid="cart-count">Cart: {cartCount(cart)}</p>;
}
