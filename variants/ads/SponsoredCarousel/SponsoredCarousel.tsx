/**
 * Sponsored Carousel — promoted products in a swipeable row under their own heading, each on the
 * catalogue's card so "Add to cart" works. A row of card skeletons holds the space until the
 * provider decides; the heading's "Sponsored" line says what the row is.
 */
import { Slider } from '../../../ui/Slider';
import ProductCardOne from '../../product-cards/ProductCardOne';
import { ProductCardSkeleton } from '../../product-cards/parts';
import { AdFrame, AdNotice, SPONSORED_LABEL, SponsoredLabel } from '../parts';
import type { SponsoredCarouselProps } from '../types';
import * as S from './SponsoredCarousel.styles';

const SPACE_BETWEEN = 12;

export function SponsoredCarousel({
  title,
  products,
  skeletonCount,
  cardMinWidth,
  cardMaxWidth,
  cardRef,
  onAddToCart,
  legalNotices = null,
  ...frame
}: SponsoredCarouselProps) {
  return (
    <AdFrame {...frame}>
      <S.Section>
        <S.Head>
          <S.Title>{title}</S.Title>
          <SponsoredLabel>{SPONSORED_LABEL}</SponsoredLabel>
        </S.Head>
        <S.Track style={S.cardWidthLimits(cardMinWidth, cardMaxWidth)}>
          {products.length === 0 ? (
            <S.SkeletonRow>
              {Array.from({ length: Math.max(1, skeletonCount) }, (_, index) => (
                <ProductCardSkeleton key={index} />
              ))}
            </S.SkeletonRow>
          ) : (
            <Slider label={title} slidesPerView="auto" spaceBetween={SPACE_BETWEEN}>
              {products.map((product) => (
                <div key={product.slug} ref={(element) => cardRef?.(product.slug, element)}>
                  <ProductCardOne product={product} onAddToCart={() => onAddToCart(product.slug)} />
                </div>
              ))}
            </Slider>
          )}
        </S.Track>
        {legalNotices !== null && <AdNotice notices={legalNotices} tone="compact" />}
      </S.Section>
    </AdFrame>
  );
}
