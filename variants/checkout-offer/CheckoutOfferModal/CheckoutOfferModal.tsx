/**
 * Checkout Offer Modal — a wide, persistent dialog between the cart and checkout: the CMS title
 * and pitch over a product carousel (2 cards per view on phones, 4 from 640 px), then "View Cart"
 * and "Checkout". The one offer layout; retailers tune it through checkoutPopupSettingsCMS.
 */
import { useId, type MouseEvent } from 'react';
import { INITIAL_FOCUS_ATTR } from '../../../ui/dialog/useModalDialog';
import { Modal } from '../../../ui/Modal';
import { Slider } from '../../../ui/Slider/Slider';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { CheckoutNotice } from '../../cart/parts/CheckoutNotice';
import ProductCardOne from '../../product-cards/ProductCardOne';
import { ProductCardSkeleton } from '../../product-cards/parts';
import type { CheckoutOfferProps } from '../types';
import * as S from './CheckoutOfferModal.styles';

/** Spec 9 "Checkout offer": 2 slides per view below 640 px, otherwise 4. */
const BREAKPOINTS = { 640: { slidesPerView: 4 } };
const SKELETONS = 4;

/** A plain left click: the browser's own new-tab and download gestures are left alone. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function CheckoutOfferModal({
  open,
  title,
  description,
  products,
  loading,
  cartHref,
  checkout,
  onNavigate,
  onAddToCart,
  onCheckout,
  onClose,
}: CheckoutOfferProps) {
  const reasonId = useId();
  // A disabled button takes no focus: the dialog opens on "View Cart" instead.
  const initialFocus = { [INITIAL_FOCUS_ATTR]: true };
  // Spec 4.7: any link in the modal closes it; one listener covers the cards and View Cart.
  const followLinks = (event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target instanceof Element) || !isPlainClick(event)) return;
    const href = event.target.closest('a[href]')?.getAttribute('href');
    if (!href) return;
    event.preventDefault();
    onNavigate(href);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      size="lg"
      persistent
    >
      <S.Content onClickCapture={followLinks}>
        {loading ? (
          <div role="status">
            <VisuallyHidden>Loading offers</VisuallyHidden>
            <S.SkeletonRow>
              {Array.from({ length: SKELETONS }, (_, index) => (
                <ProductCardSkeleton key={index} />
              ))}
            </S.SkeletonRow>
          </div>
        ) : products.length === 0 ? (
          <S.Empty>Looks like no product found.</S.Empty>
        ) : (
          <Slider label={title} slidesPerView={2} spaceBetween={10} breakpoints={BREAKPOINTS}>
            {products.map((product) => (
              <ProductCardOne
                key={product.slug}
                product={product}
                onAddToCart={() => onAddToCart(product.slug)}
              />
            ))}
          </Slider>
        )}
        {!checkout.enabled && <CheckoutNotice id={reasonId} reason={checkout.reason} />}
        <S.Actions>
          <S.CartLink
            to={cartHref}
            data-variant="secondary"
            data-size="md"
            {...(checkout.enabled ? {} : initialFocus)}
          >
            View Cart
          </S.CartLink>
          <S.CheckoutButton
            type="button"
            data-variant="primary"
            data-size="md"
            onClick={onCheckout}
            disabled={!checkout.enabled}
            aria-describedby={checkout.enabled ? undefined : reasonId}
            {...(checkout.enabled ? initialFocus : {})}
          >
            Checkout
          </S.CheckoutButton>
        </S.Actions>
      </S.Content>
    </Modal>
  );
}
