import type { HomeSectionOf } from '../../../../schemas';
import { homeSectionRegistry as registry } from '../../../registry/homeSections';
import { useContentTeaserProps } from '../../../viewmodels/home/useContentTeaserProps';

/** The contentTeaser section: its view-model's props into its variant. */
export default function ContentTeaserSection({
  settings,
}: {
  settings: HomeSectionOf<'contentTeaser'>['settings'];
}) {
  const props = useContentTeaserProps(settings);
  return props && <registry.contentTeaser {...props} />;
}
