import type { HomeSectionOf } from '../../../../schemas';
import { homeSectionRegistry as registry } from '../../../registry/homeSections';
import { useStoreBarProps } from '../../../viewmodels/home/useStoreBarProps';

/** The storeBar section: its view-model's props into its variant. */
export default function StoreBarSection({
  settings,
}: {
  settings: HomeSectionOf<'storeBar'>['settings'];
}) {
  return <registry.storeBar {...useStoreBarProps(settings)} />;
}
