/**
 * Orders View — the signed-in shopper's order history: one card per order (number, status, date,
 * store, total) with its lines as thumbnail rows. Facts sit in a 2-column grid on phones and one
 * row from tablet up. Guests, errors and an empty history get a single centred notice.
 */
import { Skeleton } from '../../../ui/Skeleton';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { OrdersNotice } from '../parts/OrdersNotice';
import type { OrderCardData, OrdersViewProps } from '../types';
import * as S from './OrdersView.styles';

const SKELETON_ORDERS = 2;
const SKELETON_LINES = 2;
const SKELETON_FACTS = 4;

function OrderCard({ order }: { order: OrderCardData }) {
  const titleId = `order-${order.key.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
  return (
    <S.Card aria-labelledby={titleId}>
      <S.Head>
        <S.Title id={titleId}>
          <span>Order {order.number}</span> <S.Status>{order.status}</S.Status>
        </S.Title>
        <S.Facts>
          <div>
            <dt>Date</dt>
            <dd>
              <time dateTime={order.dateTime}>{order.date}</time>
            </dd>
          </div>
          <div>
            <dt>Store</dt>
            <dd>{order.store}</dd>
          </div>
          <div>
            <dt>Items</dt>
            <dd>{order.lines.reduce((sum, line) => sum + line.quantity, 0)}</dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd>{order.total}</dd>
          </div>
        </S.Facts>
      </S.Head>
      <S.Lines aria-label={`Items in order ${order.number}`}>
        {order.lines.map((line) => (
          <li key={line.key}>
            <S.Line>
              <S.Thumb src={line.image || '/images/products/accessories-1.svg'} alt="" />
              <S.LineBody>
                <S.LineName to={line.href}>{line.name}</S.LineName>
                <S.LineMeta>
                  {line.option !== '' && `${line.option} · `}Qty {line.quantity}
                </S.LineMeta>
              </S.LineBody>
              <S.LinePrice>{line.price}</S.LinePrice>
            </S.Line>
          </li>
        ))}
      </S.Lines>
      <S.Total>
        <span>Order total</span>
        <span>{order.total}</span>
      </S.Total>
    </S.Card>
  );
}

function OrdersSkeleton() {
  return (
    <div role="status">
      <VisuallyHidden>Loading your orders</VisuallyHidden>
      <S.Orders as="div" aria-hidden="true">
        {Array.from({ length: SKELETON_ORDERS }, (_, index) => (
          <S.Card as="div" key={index}>
            <S.Head as="div">
              <S.Title as="div">
                <Skeleton width={140} height={20} />
                <Skeleton width={96} height={24} shape="pill" />
              </S.Title>
              {Array.from({ length: SKELETON_FACTS }, (_, fact) => (
                <S.SkeletonFact key={fact}>
                  <Skeleton width="40%" height={14} />
                  <Skeleton width="70%" height={18} />
                </S.SkeletonFact>
              ))}
            </S.Head>
            <S.Lines as="div">
              {Array.from({ length: SKELETON_LINES }, (_, line) => (
                <S.Line key={line}>
                  <Skeleton width={64} height={64} shape="block" />
                  <S.LineBody>
                    <Skeleton width="70%" height={16} />
                    <Skeleton width="35%" height={14} />
                  </S.LineBody>
                  <Skeleton width={56} height={16} />
                </S.Line>
              ))}
            </S.Lines>
          </S.Card>
        ))}
      </S.Orders>
    </div>
  );
}

export function OrdersView({ status, orders, errorMessage, shopHref, onSignIn }: OrdersViewProps) {
  if (status === 'guest') {
    return (
      <OrdersNotice
        kind="guest"
        message="Sign in to see your orders."
        shopHref={shopHref}
        onSignIn={onSignIn}
      />
    );
  }
  if (status === 'loading') return <OrdersSkeleton />;
  if (status === 'error') {
    return (
      <OrdersNotice kind="error" message={errorMessage} shopHref={shopHref} onSignIn={onSignIn} />
    );
  }
  if (orders.length === 0) {
    return (
      <OrdersNotice
        kind="empty"
        message="You have no orders yet."
        shopHref={shopHref}
        onSignIn={onSignIn}
      />
    );
  }
  return (
    <S.Orders aria-label="Your orders">
      {orders.map((order) => (
        <li key={order.key}>
          <OrderCard order={order} />
        </li>
      ))}
    </S.Orders>
  );
}
