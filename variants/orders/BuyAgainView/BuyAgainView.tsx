/**
 * Buy Again View — products from past orders as the saved-items rows (thumbnail, name, option,
 * price, "Add to Cart"), so reordering looks like the lists pages. Guests, errors and shoppers
 * with no orders get the orders notice with its own words and a way to the shop.
 */
import { ListsView } from '../../lists/ListsView/ListsView';
import { OrdersNotice } from '../parts/OrdersNotice';
import type { BuyAgainViewProps } from '../types';

const noop = () => undefined;

export function BuyAgainView({
  status,
  items,
  errorMessage,
  shopHref,
  onAddToCart,
  onSignIn,
}: BuyAgainViewProps) {
  if (status === 'guest') {
    return (
      <OrdersNotice
        kind="guest"
        message="Sign in to see the products you bought before."
        shopHref={shopHref}
        onSignIn={onSignIn}
      />
    );
  }
  if (status === 'error') {
    return (
      <OrdersNotice kind="error" message={errorMessage} shopHref={shopHref} onSignIn={onSignIn} />
    );
  }
  if (status === 'ready' && items.length === 0) {
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
    <ListsView
      status={status}
      lists={[]}
      items={items}
      emptyText="You have no orders yet."
      itemsLabel="Products you ordered before"
      moveLabel="Add to Cart"
      onMoveToCart={onAddToCart}
      onRemove={noop}
      onSignIn={onSignIn}
    />
  );
}
