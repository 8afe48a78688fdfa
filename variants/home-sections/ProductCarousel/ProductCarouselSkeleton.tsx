import styled from 'styled-components';
import { ProductCardSkeleton } from '../../product-cards/parts/ProductCardSkeleton';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { Section, SectionHeadSkeleton } from '../parts/SectionFrame';
import { PRODUCT_SLIDER, sliderColumns } from '../parts/sliderLayout';

const Row = styled.div`
  ${sliderColumns(PRODUCT_SLIDER)}
`;

/** The product carousel's size while its chunk or its products load: a head row and 4 cards. */
export function ProductCarouselSkeleton({ label = 'products' }: { label?: string }) {
  return (
    <Section aria-busy="true" data-home-skeleton="productCarousel">
      <VisuallyHidden role="status">Loading {label}</VisuallyHidden>
      <SectionHeadSkeleton />
      <Row aria-hidden="true">
        {Array.from({ length: 4 }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </Row>
    </Section>
  );
}
