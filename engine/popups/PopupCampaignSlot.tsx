import { lazy, Suspense } from 'react';
import { usePopupCampaignSource } from './usePopupCampaignSource';

/** The queue, the templates and the sign-up load only when the site has a campaign to show. */
const PopupCampaignLayer = lazy(() => import('./PopupCampaignLayer'));

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
