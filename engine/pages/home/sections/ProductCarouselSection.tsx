import type { HomeSectionOf } from '../../../../schemas';
import { ProductCarouselSkeleton } from '../../../../variants/home-sections/ProductCarousel/ProductCarouselSkeleton';
import { homeSectionRegistry as registry } from '../../../registry/homeSections';
import { useProductCarouselProps } from '../../../viewmodels/home/useProductCarouselProps';
import { LateSectionVariant } from '../LateSectionVariant';

/** The productCarousel section: its view-model's props into its variant. */
export default function ProductCarouselSection({
  settings,
}: {
  settings: HomeSectionOf<'productCarousel'>['settings'];
}) {
  const props = useProductCarouselProps(settings);
  return (
    props && (
      <LateSectionVariant
        variant={registry.productCarousel}
        props={props}
        fallback={<ProductCarouselSkeleton />}
      />
    )
  );
}
