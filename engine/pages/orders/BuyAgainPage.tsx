import { lazy, Suspense } from 'react';
import { toastNotify } from '../../api/toastNotify';
import { addToCart } from '../../stores/cart';
import { useStores } from '../../stores/StoresProvider';
import { usePurchaseLimitGuard } from '../../viewmodels/cart/usePurchaseLimitGuard';
import { PageFrame } from '../frame/PageFrame';
import { buyAgainItem, buyAgainKey, buyAgainLines, reorderItem } from './ordersPage';
import { useOrdersPage } from './useOrdersPage';

const BuyAgainView = lazy(() => import('../../../variants/orders/BuyAgainView'));

/** /buy-again: each product from past orders once, most recent first, one tap back into the cart. */
export default function BuyAgainPage() {
  const { orders, ...page } = useOrdersPage('Buy Again');
  const { cart } = useStores();
  const allow = usePurchaseLimitGuard();
  const lines = buyAgainLines(orders);

  const add = (key: string) => {
    const line = lines.find((item) => buyAgainKey(item) === key);
    if (!line) return;
    const item = reorderItem(line);
    allow(item, 1, () => {
      addToCart(cart, item);
      const what = line.option !== '' && line.option !== 'N/A' ? ` (${line.option})` : '';
      toastNotify.success(`${line.name}${what} added to your cart.`);
    });
  };

  return (
    <PageFrame>
      <Suspense fallback={null}>
        <BuyAgainView {...page} items={lines.map(buyAgainItem)} onAddToCart={add} />
      </Suspense>
    </PageFrame>
  );
}
