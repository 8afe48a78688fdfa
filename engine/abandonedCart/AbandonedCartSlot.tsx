import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { ClientOnly } from '../app/ClientOnly';
import { NotificationsSync } from '../notifications/NotificationsSync';
import { AbandonedCartModal } from './AbandonedCartModal';
import { useSiteConfig } from '../site/SiteConfigProvider';
import { useStores } from '../stores/StoresProvider';
import { isSignedIn } from '../stores/selectors';

/** The machines load only where one of the flows can run, and never on the server. */
const AbandonedCartFlows = lazy(() => import('./AbandonedCartFlows'));

/**
 * The abandoned-cart flows' and the notification counts' place in the site layout, browser only.
 * The flows load where one of them can run: the e-mail needs a signed-in shopper and
 * an active campaign, the notification its own switch (permission and visitor are checked later).
 */
export function AbandonedCartSlot() {
  const { settings } = useSiteConfig();
  const signedIn = isSignedIn(useSnapshot(useStores().session));
  const wanted =
    (signedIn && settings.abandonedCartCampaignSettingsCms.isActive) ||
    settings.abandonedCartNotificationSettingsCms.isActive;
  return (
    <ClientOnly>
      <NotificationsSync />
      {wanted && <Flows />}
    </ClientOnly>
  );
}

function Flows() {
  return (
    <>
      <Suspense fallback={null}>
        <AbandonedCartFlows />
      </Suspense>
      <AbandonedCartModal />
    </>
  );
}
