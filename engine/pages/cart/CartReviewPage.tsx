import CartReview from '../../../variants/cart/CartReview';
import { useCartReviewProps } from '../../viewmodels/cart/useCartReviewProps';
import { PageFrame } from '../frame/PageFrame';

/** /cart (and the cart-abandonment landing): review the lines, the store and the totals. */
export function CartReviewPage() {
  return (
    <PageFrame>
      <CartReview {...useCartReviewProps()} />
    </PageFrame>
  );
}
