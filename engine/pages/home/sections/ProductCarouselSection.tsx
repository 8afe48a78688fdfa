import type { HomeSectionOf } from '../../../../schemas';
import { homeSectionRegistry as registry } from '../../../registry/homeSections';
import { useProductCarouselProps } from '../../../viewmodels/home/useProductCarouselProps';

/** The productCarousel section: its view-model's props into its variant. */
export default function ProductCarouselSection({
  settings,
}: {
  settings: HomeSectionOf<'productCarousel'>['settings'];
}) {
  const props = useProductCarouselProps(settings);
  return props && <registry.productCarousel {...props} />;
}
