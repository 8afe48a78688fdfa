import { PageFrame } from './frame/PageFrame';

/** Route group: /cart, /checkout, /ecommerce-checkout and the cart-abandonment landing. Title, breadcrumbs and purpose come from the route table. */
export default function CartPage() {
  return <PageFrame />;
}
