import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { ClientOnly } from '../app/ClientOnly';
import { useSiteConfig } from '../site/SiteConfigProvider';
import { useStores } from '../stores/StoresProvider';
import { isSignedIn } from '../stores/selectors';

/** The machines load only where one of the flows can run, and never on the server. */
const AbandonedCartFlows = lazy(() => import('./AbandonedCartFlows'));

/**
 * The abandoned-cart flows' place in the site layout: the e-mail needs a signed-in shopper and
 * an active campaign, the notification its own switch (permission and visitor are checked later).
 */
export function AbandonedCartSlot() {
  const { settings } = useSiteConfig();
  const signedIn = isSignedIn(useSnapshot(useStores().session));
  const wanted =
    (signedIn && settings.abandonedCartCampaignSettingsCms.isActive) ||
    settings.abandonedCartNotificationSettingsCms.isActive;
  if (!wanted) return null;
  return (
    <ClientOnly>
      <Suspense fallback={null}>
        <AbandonedCartFlows />
      </Suspense>
    </ClientOnly>
  );
}
