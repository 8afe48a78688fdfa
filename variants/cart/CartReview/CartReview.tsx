import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui';
import { CartEmpty } from '../parts/CartEmpty';
import { CartLine } from '../parts/CartLine';
import { CartTotals } from '../parts/CartTotals';
import { CheckoutNotice } from '../parts/CheckoutNotice';
import { PurchaseLimitMeter } from '../PurchaseLimitMeter/PurchaseLimitMeter';
import { StoreSummary } from '../parts/StoreSummary';
import * as S from '../parts/Summary.styles';
import type { CartReviewProps } from '../types';

const ClearAll = styled.button`
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.dangerSoft};
  }
`;

const itemsText = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/**
 * The /cart page body: every line with its line total, and a summary card with the store, the
 * spec 2.12 totals, the purchase-limit meters where the site sets limits, and "Checkout"
 * (disabled with its reason while the store is closed, 4.6, or the cart is over a limit).
 */
export function CartReview({
  lines,
  itemCount,
  totals,
  checkout,
  store,
  shopHref,
  purchaseLimits = null,
  onClearAll,
  onCheckout,
  ...lineEvents
}: CartReviewProps) {
  const reasonId = useId();
  const headingId = useId();
  if (lines.length === 0) {
    return (
      <CartEmpty
        action={
          <S.LinkButton to={shopHref} data-variant="primary" data-size="md">
            Continue Shopping
          </S.LinkButton>
        }
      />
    );
  }
  return (
    <S.Columns>
      <S.Panel aria-labelledby={headingId}>
        <S.PanelHead>
          <h2 id={headingId}>Your Items ({itemsText(itemCount)})</h2>
          <ClearAll type="button" onClick={onClearAll}>
            Clear all
          </ClearAll>
        </S.PanelHead>
        <S.Lines>
          {lines.map((line) => (
            <li key={line.key}>
              <CartLine line={line} layout="wide" {...lineEvents} />
            </li>
          ))}
        </S.Lines>
      </S.Panel>
      <S.Card aria-label="Order summary">
        <S.CardTitle>Order Summary</S.CardTitle>
        <StoreSummary store={store} />
        <CartTotals totals={totals} />
        {purchaseLimits && <PurchaseLimitMeter limits={purchaseLimits} />}
        {!checkout.enabled && <CheckoutNotice id={reasonId} reason={checkout.reason} />}
        <Button
          size="lg"
          fullWidth
          onClick={onCheckout}
          disabled={!checkout.enabled}
          aria-describedby={checkout.enabled ? undefined : reasonId}
        >
          Checkout
        </Button>
        <S.LinkButton to={shopHref} data-variant="ghost" data-size="md">
          Continue Shopping
        </S.LinkButton>
      </S.Card>
    </S.Columns>
  );
}
