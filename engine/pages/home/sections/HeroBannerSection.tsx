import type { HomeSectionOf } from '../../../../schemas';
import { homeSectionRegistry as registry } from '../../../registry/homeSections';
import { useHeroBannerProps } from '../../../viewmodels/home/useHeroBannerProps';

/** The heroBanner section: its view-model's props into its variant. */
export default function HeroBannerSection({
  settings,
}: {
  settings: HomeSectionOf<'heroBanner'>['settings'];
}) {
  return <registry.heroBanner {...useHeroBannerProps(settings)} />;
}
