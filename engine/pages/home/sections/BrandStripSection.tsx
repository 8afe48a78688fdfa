import type { HomeSectionOf } from '../../../../schemas';
import { homeSectionRegistry as registry } from '../../../registry/homeSections';
import { useBrandStripProps } from '../../../viewmodels/home/useBrandStripProps';

/** The brandStrip section: its view-model's props into its variant. */
export default function BrandStripSection({
  settings,
}: {
  settings: HomeSectionOf<'brandStrip'>['settings'];
}) {
  const props = useBrandStripProps(settings);
  return props && <registry.brandStrip {...props} />;
}
