import { lazy } from 'react';
import { trackDownload } from '../registry/downloadsInFlight';
import { HydratingSuspense } from '../hydration/HydratingSuspense';
import type { AdSlotProps } from '../ads/AdSlotOn';
import { isAdProviderOn } from '../rules/adProviderSwitch';
import { useSiteSettings } from '../site/SiteConfigProvider';
import { AdReservation } from '../ads/AdReservation';

export type { AdSlotProps } from '../ads/AdSlotOn';

/**
 * Slot code loads only on sites whose ad provider is on, so other sites download none of it;
 * useAdPlacementAudit starts this download with the page, so it is there when the page renders.
 */
const AdSlotOn = lazy(() => trackDownload(import('../ads/AdSlotOn')));

/** A named sponsored placement (spec 2.17, 4.8): nothing at all while the ad provider is off. */
export function AdSlot(props: AdSlotProps) {
  const { provider } = useSiteSettings('adConfiguration');
  if (!isAdProviderOn(provider)) return null;
  return (
    <HydratingSuspense fallback={<AdReservation {...props} />}>
      <AdSlotOn {...props} />
    </HydratingSuspense>
  );
}
