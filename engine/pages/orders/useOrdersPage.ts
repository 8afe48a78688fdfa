import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { Order } from '../../../schemas';
import type { OrdersStatus } from '../../../variants/orders/types';
import { errorMessage } from '../../api/errors';
import { accountQueryStatus } from '../../api/queryStatus';
import { useOrders } from '../../api/useOrders';
import { useShopPath } from '../../site/useShopPath';
import { useSignInPrompt } from '../../account/SignInPrompt';
import { isSignedIn } from '../../stores/selectors';
import { useStores } from '../../stores/StoresProvider';
import { newestFirst } from './ordersPage';

export type OrdersPageModel = {
  status: OrdersStatus;
  orders: Order[];
  errorMessage: string;
  shopHref: string;
  onSignIn(): void;
};

/**
 * The signed-in shopper's orders for Your Orders and Buy Again (spec 6: signed-in only). Guests get
 * the sign-in-required modal once on arrival and the inline "Sign In" opens it again.
 */
export function useOrdersPage(pageName: string): OrdersPageModel {
  const session = useSnapshot(useStores().session);
  const signedIn = isSignedIn(session);
  const query = useOrders(signedIn ? session.sessionHandle : null);
  const prompt = useSignInPrompt();
  const shopHref = useShopPath();

  useEffect(() => {
    if (!signedIn) prompt.require(pageName);
  }, [signedIn, prompt, pageName]);

  const status: OrdersStatus = accountQueryStatus(signedIn, query);
  return {
    status,
    orders: newestFirst(query.data ?? []),
    // The server's words where it sent some (spec 7.1), else the shared fallback: never an empty alert.
    errorMessage: query.isError ? errorMessage(query.error) : '',
    shopHref,
    onSignIn: () => prompt.require(pageName),
  };
}
