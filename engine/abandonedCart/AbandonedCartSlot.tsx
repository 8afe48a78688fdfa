import { lazy, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ClientOnly } from '../hydration/ClientOnly';
import { NotificationsSync } from '../notifications/NotificationsSync';
import { AbandonedCartModal } from './AbandonedCartModal';
import { useSiteSettings } from '../site/SiteConfigProvider';
import { useStores } from '../stores/StoresProvider';
import { isSignedIn } from '../stores/selectors';

/** The machines load only where one of the flows can run, and never on the server. */
const AbandonedCartFlows = lazy(() => import('./AbandonedCartFlows'));

/**
 * The abandoned-cart flows' and the notification counts' place in the site layout, browser only.
 * The flows load where one of them can run: the e-mail needs a signed-in shopper and an active
 * campaign, the notification its switch and a granted permission (the visitor is checked later).
 */
export function AbandonedCartSlot() {
  const campaign = useSiteSettings('abandonedCartCampaignSettingsCms');
  const notifications = useSiteSettings('abandonedCartNotificationSettingsCms');
  const signedIn = isSignedIn(useSnapshot(useStores().session));
  const granted = useNotificationsGranted();
  const wanted = (signedIn && campaign.isActive) || (granted && notifications.isActive);
  return (
    <ClientOnly>
      <NotificationsSync />
      {wanted && <Flows />}
    </ClientOnly>
  );
}

/**
 * Whether notifications may be granted, from the Permissions API (asynchronously, never in
 * render): without a grant the notification flow cannot post, so its code need not load. The
 * machine still reads Notification.permission itself at each check. Without the API: assume so.
 */
function useNotificationsGranted(): boolean {
  const [granted, setGranted] = useState(false);
  useEffect(() => {
    let status: PermissionStatus | null = null;
    let stopped = false;
    const follow = () => {
      if (!stopped && status !== null) setGranted(status.state === 'granted');
    };
    const query = navigator.permissions?.query({ name: 'notifications' });
    if (query === undefined) {
      queueMicrotask(() => setGranted(true));
    } else {
      query
        .then((found) => {
          status = found;
          found.addEventListener('change', follow);
          follow();
        })
        .catch(() => {
          if (!stopped) setGranted(true);
        });
    }
    return () => {
      stopped = true;
      status?.removeEventListener('change', follow);
    };
  }, []);
  return granted;
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
