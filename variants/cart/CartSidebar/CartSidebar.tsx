import { useId } from 'react';
import { Button, Drawer } from '../../../ui';
import { CartEmpty } from '../parts/CartEmpty';
import { CartLine } from '../parts/CartLine';
import { CartTotals } from '../parts/CartTotals';
import { CheckoutNotice } from '../parts/CheckoutNotice';
import { PurchaseLimitMeter } from '../PurchaseLimitMeter/PurchaseLimitMeter';
import { StoreSummary } from '../parts/StoreSummary';
import type { CartSidebarProps } from '../types';
import * as S from './CartSidebar.styles';

const itemsText = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/**
 * The "Shopping Cart" drawer of spec 2.12, sliding in from the right: item count and "Clear all",
 * the lines, then totals with "View Cart" and "Checkout" pinned to the bottom so they stay in
 * reach however long the cart is. The one cart sidebar every header opens.
 */
export function CartSidebar({
  open,
  itemCount,
  lines,
  totals,
  checkout,
  store,
  cartHref,
  purchaseLimits = null,
  onClose,
  onClearAll,
  onCheckout,
  ...lineEvents
}: CartSidebarProps) {
  const reasonId = useId();
  const title = (
    <>
      Shopping Cart <S.Count>({itemCount})</S.Count>
    </>
  );
  return (
    <Drawer open={open} onClose={onClose} side="right" title={title} closeLabel="Close cart">
      {lines.length === 0 ? (
        <CartEmpty
          action={
            <Button variant="secondary" onClick={onClose}>
              Continue Shopping
            </Button>
          }
        />
      ) : (
        <S.Layout>
          <S.Toolbar>
            <span>{itemsText(itemCount)}</span>
            <S.ClearAll type="button" onClick={onClearAll}>
              Clear all
            </S.ClearAll>
          </S.Toolbar>
          {store && (
            <S.Store>
              <StoreSummary store={store} />
            </S.Store>
          )}
          <S.Lines aria-label="Cart items">
            {lines.map((line) => (
              <li key={line.key}>
                <CartLine line={line} {...lineEvents} />
              </li>
            ))}
          </S.Lines>
          {purchaseLimits && (
            <S.Limits>
              <PurchaseLimitMeter limits={purchaseLimits} />
            </S.Limits>
          )}
          <S.Footer>
            <CartTotals totals={totals} />
            {!checkout.enabled && <CheckoutNotice id={reasonId} reason={checkout.reason} />}
            <S.Buttons>
              <S.ViewCart
                to={cartHref}
                data-variant="secondary"
                data-size="md"
                onClick={() => lineEvents.onNavigate?.(cartHref)}
              >
                View Cart
              </S.ViewCart>
              <Button
                onClick={onCheckout}
                disabled={!checkout.enabled}
                aria-describedby={checkout.enabled ? undefined : reasonId}
              >
                Checkout
              </Button>
            </S.Buttons>
          </S.Footer>
        </S.Layout>
      )}
    </Drawer>
  );
}
