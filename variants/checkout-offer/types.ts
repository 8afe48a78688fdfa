import type { CheckoutState } from '../cart/types';
import type { ProductCardData } from '../product-cards/types';

export type CheckoutOfferProps = {
  open: boolean;
  /** checkoutPopupSettingsCMS.title; the schema defaults it to "Checkout Offer" (spec 2.13). */
  title: string;
  /** checkoutPopupSettingsCMS.description, with the spec 2.13 default. */
  description: string;
  /** From CMS slugs (CMS order, up to 15) or cart-based suggestions (up to 20), spec 7.3. */
  products: ProductCardData[];
  /** The product filter is on its way: skeleton cards stand in. */
  loading: boolean;
  /** "View Cart" target (spec 2.13: /cart). */
  cartHref: string;
  /**
   * Spec 4.6: "Checkout" is disabled, with the reason beside it, while the close popup
   * (retailerClosePopupCMS.isTurnOn) is on and the store is closed; the engine decides.
   */
  checkout: CheckoutState;
  /** Any link in the modal was followed; the modal closes with it (spec 4.7). */
  onNavigate(href: string): void;
  onAddToCart(slug: string): void;
  onCheckout(): void;
  /** The corner close button; outside clicks and Escape do nothing (the modal is persistent). */
  onClose(): void;
};
