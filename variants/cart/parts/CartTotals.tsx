import styled from 'styled-components';
import type { CartTotalsData } from '../types';

const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  row-gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  dt {
    color: ${({ theme }) => theme.color.inkMuted};
  }
  dd {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
    text-align: right;
    font-variant-numeric: tabular-nums;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  [data-row='discount'] {
    color: ${({ theme }) => theme.color.brandStrong};
  }
  [data-row='total'] {
    padding-top: ${({ theme }) => theme.space.sm};
    margin-top: ${({ theme }) => theme.space.xs};
    border-top: 1px solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.ink};
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** Spec 2.12: Items subtotal, Taxes, Discount (only when above 0), Total Price. */
export function CartTotals({ totals }: { totals: CartTotalsData }) {
  return (
    <List>
      <dt>Items subtotal</dt>
      <dd>{totals.subtotal}</dd>
      <dt>Taxes</dt>
      <dd>{totals.taxes}</dd>
      {totals.discount !== null && (
        <>
          <dt data-row="discount">Discount</dt>
          <dd data-row="discount">{totals.discount}</dd>
        </>
      )}
      <dt data-row="total">Total Price</dt>
      <dd data-row="total">{totals.total}</dd>
    </List>
  );
}
