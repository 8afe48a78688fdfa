import { lazy, Suspense, useEffect, useState } from 'react';
import { buildRoutes } from '../routing/routes';
import { useSiteSettings } from '../site/SiteConfigProvider';
import { WhenIdle } from './WhenIdle';
import { useStores } from '../stores/StoresProvider';
import { setEventContext } from '../analytics/bus';
import { observeCart } from '../analytics/cartEvents';
import { offerConsentControls } from '../analytics/consentControls';
import { routeNameOf } from '../analytics/routeName';

/** The banner, the sinks and web-vitals: loaded once the page is idle (never on the first load). */
const AnalyticsLayer = lazy(() =>
  import('./AnalyticsLayer').then((module) => ({ default: module.AnalyticsLayer })),
);

/**
 * Where events happen, for the bus (the shopper's store, menu and order type, the page's route),
 * then the analytics layer once the page is idle. Browser only (AppShell's client tools).
 */
export function AnalyticsRoot() {
  const { storeContext, cart } = useStores();
  useEffect(() => observeCart(cart), [cart]);
  const { shopPath, careerVersion } = useSiteSettings('appSettings');
  const routes = buildRoutes({ shopPath, careerVersion });
  // The page the shopper landed on, which web-vitals measures. Read in the first render: this
  // component renders only in the browser (AppShell's client tools), never on the server.
  const [landingRoute] = useState(() => routeNameOf(window.location.pathname, routes));
  useEffect(
    () =>
      setEventContext(() => ({
        store_id: storeContext.retailerId,
        menu_type: storeContext.menuType,
        order_type: storeContext.orderType,
        route: routeNameOf(window.location.pathname, routes),
      })),
    [storeContext, routes],
  );
  return (
    <WhenIdle>
      <Suspense fallback={null}>
        {/* The footer's controls live with the first load: the footer's chunk and the layer's
            then share no third, tiny chunk. */}
        <AnalyticsLayer landingRoute={landingRoute} offerControls={offerConsentControls} />
      </Suspense>
    </WhenIdle>
  );
}
