import { lazy, Suspense } from 'react';
import { PageFrame } from '../frame/PageFrame';
import { orderCardData } from './ordersPage';
import { useOrdersPage } from './useOrdersPage';

const OrdersView = lazy(() => import('../../../variants/orders/OrdersView'));

/** /your-order: the signed-in shopper's orders, newest first (spec 2.1, 6). */
export default function YourOrdersPage() {
  const { orders, ...page } = useOrdersPage('Your Orders');
  return (
    <PageFrame>
      <Suspense fallback={null}>
        <OrdersView {...page} orders={orders.map(orderCardData)} />
      </Suspense>
    </PageFrame>
  );
}
