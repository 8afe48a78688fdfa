import CartSidebar from '../../variants/cart/CartSidebar';
import { useCartSidebarProps } from '../viewmodels/cart/useCartSidebarProps';

/** The sidebar with its view-model: one lazy chunk, so the home route carries neither. */
export default function CartSidebarConnected() {
  return <CartSidebar {...useCartSidebarProps()} />;
}
