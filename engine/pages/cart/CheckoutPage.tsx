import Checkout from '../../../variants/cart/Checkout';
import { useCheckoutProps } from '../../viewmodels/cart/useCheckoutProps';
import { PageFrame } from '../frame/PageFrame';

/** /checkout and /ecommerce-checkout: contact details, the order summary and placing the order. */
export function CheckoutPage() {
  return (
    <PageFrame>
      <Checkout {...useCheckoutProps()} />
    </PageFrame>
  );
}
