import type { HomeSectionOf } from '../../../../schemas';
import { ProductCarouselSkeleton } from '../../../../variants/home-sections/ProductCarousel/ProductCarouselSkeleton';
import { StreamedSection } from '../../../hydration/StreamedSection';
import { homeSectionRegistry as registry } from '../../../registry/homeSections';
import { useProductCarouselProps } from '../../../viewmodels/home/useProductCarouselProps';
import { LateSectionVariant } from '../LateSectionVariant';

type Settings = HomeSectionOf<'productCarousel'>['settings'];

/** The productCarousel section; the server may send it after the page, when its list is slow. */
export default function ProductCarouselSection({ settings }: { settings: Settings }) {
  return (
    <StreamedSection>
      <ProductCarousel settings={settings} />
    </StreamedSection>
  );
}

/** Its view-model's props into its variant. */
function ProductCarousel({ settings }: { settings: Settings }) {
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
