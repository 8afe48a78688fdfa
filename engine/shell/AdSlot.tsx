import { lazy } from 'react';
import { HydratingSuspense } from '../app/HydratingSuspense';
import type { AdSlotProps } from '../ads/AdSlotOn';
import { modeShowsAtWidth } from '../rules/adBreakpoints';
import { isAdProviderOn } from '../rules/adProviderSwitch';
import { bannerSlotHeight } from '../../variants/ads/bannerSize';
import { useSiteConfig } from '../site/SiteConfigProvider';
import { useViewportWidth } from './useViewportWidth';

export type { AdSlotProps } from '../ads/AdSlotOn';

/**
 * Slot code loads only on sites whose ad provider is on, so other sites download none of it;
 * useAdPlacementAudit starts this download with the page, so it is there when the page renders.
 */
const AdSlotOn = lazy(() => import('../ads/AdSlotOn'));

/**
 * Holds a slot's place until the slot code arrives, from the raw placement: a banner's exact
 * height, a product card's grid cell. Plain inline styles keep this off the styling code.
 */
function Reservation({ name, element: Element = 'div' }: AdSlotProps) {
  const placement = useSiteConfig().settings.adConfiguration.placements[name];
  const width = useViewportWidth();
  if (placement === undefined || width === null || !modeShowsAtWidth(placement.mode, width)) {
    return null;
  }
  if (placement.adType === 'banner') {
    return <Element aria-hidden="true" style={{ height: bannerSlotHeight(placement.height) }} />;
  }
  return placement.adType === 'product-card' ? <Element aria-hidden="true" /> : null;
}

/** A named sponsored placement (spec 2.17, 4.8): nothing at all while the ad provider is off. */
export function AdSlot(props: AdSlotProps) {
  const { provider } = useSiteConfig().settings.adConfiguration;
  if (!isAdProviderOn(provider)) return null;
  return (
    <HydratingSuspense fallback={<Reservation {...props} />}>
      <AdSlotOn {...props} />
    </HydratingSuspense>
  );
}
