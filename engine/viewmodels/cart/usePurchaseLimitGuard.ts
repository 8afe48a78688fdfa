import { useCallback, useEffect } from 'react';
import type { LimitCandidate } from '../../rules/purchaseLimits';
import { useSiteSettings } from '../../site/SiteConfigProvider';
import { useStores } from '../../stores/StoresProvider';

/** Runs `proceed` when the addition may go ahead; otherwise the shopper is told why, and not. */
export type PurchaseLimitGuard = (
  candidate: LimitCandidate,
  quantity: number,
  proceed: () => void,
) => void;

const loadGate = () => import('./purchaseLimitGate');

/**
 * The one gate every way into the cart passes (a card's quick add, the product page, Buy Again,
 * the lists' "Move to Cart", the cart's quantity picker): an addition past the state's purchase
 * limit is refused before the cart changes, with an error toast naming the limit and what is left.
 * The cart and menu type are read when called, so a click always sees the latest ones. The rules
 * load only on a site with limits, as soon as the gate mounts there: a first visit to a site
 * without them does not download them.
 */
export function usePurchaseLimitGuard(): PurchaseLimitGuard {
  const { cart, storeContext } = useStores();
  const settings = useSiteSettings('purchaseLimitsCms');
  useEffect(() => {
    if (settings.enabled) loadGate().catch(() => undefined);
  }, [settings.enabled]);
  return useCallback(
    (candidate, quantity, proceed) => {
      if (!settings.enabled) {
        proceed();
        return;
      }
      // Loaded at mount: in practice this resolves at once.
      void loadGate().then(({ gateAddition }) =>
        gateAddition(settings, storeContext.menuType, cart.cartList, candidate, quantity, proceed),
      );
    },
    [cart, storeContext, settings],
  );
}
