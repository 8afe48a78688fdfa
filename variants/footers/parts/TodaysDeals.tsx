import styled from 'styled-components';
import type { FooterDeal, FooterTodaysDeals } from '../types';
import { FooterAnchor } from './FooterAnchor';
import { FooterColumn } from './FooterColumn';
import { footerLinkStyles, LinkListItems } from './primitives';

type TodaysDealsProps = {
  deals: FooterTodaysDeals;
  loading: boolean;
  onDealSelect?: (deal: FooterDeal) => void;
};

/**
 * "Today's Deals" (spec 2.16): the deals as given (the engine already took the first 5), then the
 * "Shop All Specials" link, set apart so it reads as the column's call to action.
 */
export function TodaysDeals({ deals, loading, onDealSelect }: TodaysDealsProps) {
  return (
    <FooterColumn title={deals.title} loading={loading}>
      <LinkListItems>
        {deals.deals.map((deal, index) => (
          <li key={`${index}-${deal.href}`}>
            <FooterAnchor href={deal.href} onClick={() => onDealSelect?.(deal)}>
              {deal.name}
            </FooterAnchor>
          </li>
        ))}
        <ShopAllItem>
          <ShopAll href={deals.shopAllHref}>
            {deals.shopAllLabel}
            <Arrow aria-hidden="true" viewBox="0 0 16 16">
              <path d="M3 8h9M8.5 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.8" />
            </Arrow>
          </ShopAll>
        </ShopAllItem>
      </LinkListItems>
    </FooterColumn>
  );
}

const ShopAllItem = styled.li`
  margin-top: ${({ theme }) => theme.space.xs};
`;

/* `&&` outranks the list's generic link rule so the call to action keeps its own weight. */
const ShopAll = styled(FooterAnchor)`
  && {
    ${footerLinkStyles}
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-decoration: underline;
  }
`;

const Arrow = styled.svg`
  width: 14px;
  height: 14px;
  flex: none;
`;
