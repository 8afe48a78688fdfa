/**
 * A product carousel for the home page: a titled row of the site's product cards with prices and
 * "Add to cart", swiped (native scroll snapping, no Swiper on the home route) and paged with arrows from 768 px (spec 9: 4 per view from
 * 1280 px, 3 from 769 px, 10 px apart). Pick it for trending, new, on-sale, a category or a brand.
 */
import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import ProductCardOne from '../../product-cards/ProductCardOne';
import type { SliderControls } from '../../../ui/carouselControls';
import { ScrollStrip } from '../../../ui/ScrollStrip';
import { CarouselArrows } from '../parts/CarouselArrows';
import { Section } from '../parts/SectionFrame';
import { SectionHead } from '../parts/SectionHead';
import { PRODUCT_SLIDER, SLIDER_SPACING } from '../parts/sliderLayout';
import type { ProductCarouselProps } from '../types';
import { ProductCarouselSkeleton } from './ProductCarouselSkeleton';

const Track = styled(ScrollStrip)`
  & > li > * {
    height: 100%;
  }
`;

export function ProductCarousel({
  title,
  products,
  loading,
  viewAll,
  onAddToCart,
  onSelect,
}: ProductCarouselProps) {
  const titleId = useId();
  const [controls, setControls] = useState<SliderControls | null>(null);
  // The same elements when only the arrows' controls arrive: React then skips the cards.
  const cards = useMemo(
    () =>
      products.map((product) => (
        <ProductCardOne
          key={product.slug}
          product={product}
          onAddToCart={() => onAddToCart(product.slug)}
          onSelect={() => onSelect?.(product.slug)}
        />
      )),
    [products, onAddToCart, onSelect],
  );
  if (loading) return <ProductCarouselSkeleton label={title || undefined} />;
  return (
    <Section aria-labelledby={titleId} data-home-section="productCarousel">
      <SectionHead id={titleId} title={title} viewAll={viewAll}>
        <CarouselArrows controls={controls} what={`${title} products`} />
      </SectionHead>
      <Track
        label={`${title}: products`}
        {...PRODUCT_SLIDER}
        gap={SLIDER_SPACING}
        onReady={setControls}
      >
        {cards}
      </Track>
    </Section>
  );
}
