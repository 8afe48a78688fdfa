import { useCurrentRoute } from '../site/useRoutes';
import { CartReviewPage } from './cart/CartReviewPage';
import { CheckoutPage } from './cart/CheckoutPage';

/** Checkout routes of the route table (spec 2.1); every other route of the group reviews the cart. */
const CHECKOUT_ROUTE_IDS: ReadonlySet<string> = new Set(['checkout', 'ecommerceCheckout']);

/** Route group: /cart, /checkout, /ecommerce-checkout and the cart-abandonment landing. */
export default function CartPage() {
  const id = useCurrentRoute()?.route.id ?? '';
  return CHECKOUT_ROUTE_IDS.has(id) ? <CheckoutPage /> : <CartReviewPage />;
}
