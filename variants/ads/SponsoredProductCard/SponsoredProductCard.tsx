/**
 * Sponsored Product Card — a promoted product in a listing: the catalogue's own card (so it fits
 * the grid and "Add to cart" works) tagged "Sponsored" on its picture. A card skeleton holds the
 * cell until the provider decides. With the site's compliance notices it takes two cells, the
 * notices beside the card.
 */
import styled from 'styled-components';
import ProductCardOne from '../../product-cards/ProductCardOne';
import { ProductCardSkeleton } from '../../product-cards/parts';
import { AdCardWithNotice, AdFrame, AdNotice, WideAdFrame } from '../parts';
import type { SponsoredProductCardProps } from '../types';

/** Fills the grid cell, so the card is as tall as its row's neighbours. */
const Card = styled.div`
  height: 100%;
`;

export function SponsoredProductCard({
  product,
  cardRef,
  onAddToCart,
  legalNotices = null,
  ...frame
}: SponsoredProductCardProps) {
  const card =
    product === null ? (
      <ProductCardSkeleton />
    ) : (
      <Card ref={cardRef}>
        <ProductCardOne product={product} onAddToCart={onAddToCart} sponsored />
      </Card>
    );
  if (legalNotices === null) return <AdFrame {...frame}>{card}</AdFrame>;
  return (
    <WideAdFrame {...frame}>
      <AdCardWithNotice>
        {card}
        <AdNotice notices={legalNotices} tone="compact" />
      </AdCardWithNotice>
    </WideAdFrame>
  );
}
