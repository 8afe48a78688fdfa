import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { useApiClient } from '../api/ApiClientProvider';
import { useMe } from '../api/hooks';
import { useProviderProfile } from '../providers/useProviderProfile';
import { useSiteSettings } from '../site/SiteConfigProvider';
import { useStores } from '../stores/StoresProvider';
import { isSignedIn } from '../stores/selectors';
import { abandonedCartIdFrom } from './abandonedCartCalls';
import { emailSettingsFrom, notificationSettingsFrom } from './settings';
import { useAbandonedCartEmail, useAbandonedCartNotification } from './useAbandonedCartActors';
import { useAbandonedCartPrompt } from './useAbandonedCartPrompt';
import { useCartAbandonmentRestore } from './useCartAbandonmentRestore';

/**
 * The abandoned-cart e-mail and browser-notification flows (spec 4.11, 4.12) and the
 * cart-abandonment landing's restore. Renders nothing; the shell loads it in the browser only,
 * after hydration, so the server render does none of this work.
 */
export default function AbandonedCartFlows() {
  const stores = useStores();
  const client = useApiClient();
  const profile = useProviderProfile();
  const { pathname, search } = useLocation();
  const session = useSnapshot(stores.session);
  const context = useSnapshot(stores.storeContext);
  const token = isSignedIn(session) ? session.sessionHandle : null;
  const me = useMe(token);
  const user = token === null ? null : (me.data ?? session.user);

  const campaign = useSiteSettings('abandonedCartCampaignSettingsCms');
  const emailSettings = useMemo(
    () =>
      emailSettingsFrom({
        token,
        user,
        campaign,
        retailerId: context.retailerId,
        provider: profile.id,
        orderType: context.orderType,
        menuType: context.menuType,
        sendsCheckoutId: profile.sendsCheckoutId,
        checkoutId: session.canCheckoutId,
        pathname,
      }),
    [
      token,
      user,
      campaign,
      context.retailerId,
      context.orderType,
      context.menuType,
      profile.id,
      profile.sendsCheckoutId,
      session.canCheckoutId,
      pathname,
    ],
  );
  const notificationCms = useSiteSettings('abandonedCartNotificationSettingsCms');
  const visitorId = session.visitor?._id ?? null;
  const notificationSettings = useMemo(
    () => notificationSettingsFrom(notificationCms, visitorId),
    [notificationCms, visitorId],
  );

  const emailActor = useAbandonedCartEmail(stores, client, emailSettings);
  useAbandonedCartNotification(stores, client, notificationSettings);
  const cartId = useMemo(() => abandonedCartIdFrom(pathname, search), [pathname, search]);
  useCartAbandonmentRestore(stores, client, cartId, emailActor);
  useAbandonedCartPrompt(stores, emailSettings.shopper?.email ?? '', token !== null, pathname);
  return null;
}
