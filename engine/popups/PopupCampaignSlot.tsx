import { lazy, Suspense } from 'react';
import { trackDownload } from '../registry/downloadsInFlight';
import { loadPopupLayer } from './popupLayerLoader';
import { usePopupCampaignSource } from './usePopupCampaignSource';

const PopupCampaignLayer = lazy(() => trackDownload(loadPopupLayer()));

/** The popup-campaign layer of the site layout (spec 2.2, 2.18). */
export function PopupCampaignSlot() {
  const { active, context } = usePopupCampaignSource();
  if (context === null || active === null || active.campaigns.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PopupCampaignLayer active={active} context={context} />
    </Suspense>
  );
}
