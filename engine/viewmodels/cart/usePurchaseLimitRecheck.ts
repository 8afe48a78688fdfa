import { useEffect } from 'react';
import { subscribe } from 'valtio';
import { announceError } from '../../api/mutation';
import { toastNotify } from '../../api/toastNotify';
import { useSiteSettings } from '../../site/SiteConfigProvider';
import { useStores } from '../../stores/StoresProvider';

/**
 * A switch of store or menu type can change which limits apply (a medical menu has its own), so
 * a cart that fitted may no longer. Then a warning toast says which limit and which lines, once
 * per switch; checkout stays disabled with the same words until the cart fits (useCheckoutState).
 * Subscribed outside React's render, so the shell does not re-render per switch; the rules load
 * with the first switch, and not at all while the setting is off.
 */
export function usePurchaseLimitRecheck(): void {
  const settings = useSiteSettings('purchaseLimitsCms');
  const { storeContext, cart } = useStores();
  useEffect(() => {
    if (!settings.enabled) return;
    const selection = () => `${storeContext.retailerId}\u0000${storeContext.menuType}`;
    let known = selection();
    return subscribe(storeContext, () => {
      const next = selection();
      if (next === known) return;
      known = next;
      import('./purchaseLimitsData')
        .then(({ overLimitAfterSwitch }) => {
          const reason = overLimitAfterSwitch(settings, storeContext.menuType, cart.cartList);
          if (reason !== null) toastNotify.warning(reason);
        })
        .catch((error: unknown) => announceError(error, toastNotify));
    });
  }, [settings, storeContext, cart]);
}
