import type { HomeSectionOf } from '../../../../schemas';
import { StoreBarSkeleton } from '../../../../variants/home-sections/StoreBar/StoreBarSkeleton';
import { homeSectionRegistry as registry } from '../../../registry/homeSections';
import { useStoreBarProps } from '../../../viewmodels/home/useStoreBarProps';
import { LateSectionVariant } from '../LateSectionVariant';

/** The storeBar section: its view-model's props into its variant. */
export default function StoreBarSection({
  settings,
}: {
  settings: HomeSectionOf<'storeBar'>['settings'];
}) {
  return (
    <LateSectionVariant
      variant={registry.storeBar}
      props={useStoreBarProps(settings)}
      fallback={<StoreBarSkeleton />}
    />
  );
}
