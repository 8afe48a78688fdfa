import { useEffect } from 'react';
import { shouldPromptAbandonedCart } from '../rules/abandonedCartPrompt';
import { setAbandonedCartModal } from '../stores/notifications';
import type { Stores } from '../stores/createStores';
import { browserSessionStorage, browserStorage } from '../stores/storage';
import { storageLocal } from './localState';

const SESSION_STARTED = 'abandonedCartSessionStartedAt';
const PROMPTED = 'abandonedCartPrompted';

/** Once per browser session at most (the PROMPTED flag): greets a returning shopper whose cart got an e-mail in an earlier visit. */
export function useAbandonedCartPrompt(
  stores: Stores,
  email: string,
  signedIn: boolean,
  pathname: string,
): void {
  useEffect(() => {
    const session = browserSessionStorage();
    const local = browserStorage();
    if (session === null || local === null || email === '') return;
    const started = Number(session.getItem(SESSION_STARTED) ?? Number.NaN);
    const sessionStartedAt = Number.isFinite(started) ? started : Date.now();
    session.setItem(SESSION_STARTED, String(sessionStartedAt));
    const show = shouldPromptAbandonedCart({
      signedIn,
      cartCount: stores.cart.totals.cartCounter,
      scheduledAt: storageLocal(local).read(email)?.timestamp ?? null,
      sessionStartedAt,
      alreadyPrompted: session.getItem(PROMPTED) !== null,
      pathname,
    });
    if (!show) return;
    session.setItem(PROMPTED, '1');
    setAbandonedCartModal(stores.notifications, true);
  }, [stores, email, signedIn, pathname]);
}
