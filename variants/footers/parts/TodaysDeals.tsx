import styled from 'styled-components';
import type { FooterProps } from '../types';
import { FooterAnchor } from './FooterAnchor';
import { FooterColumn } from './FooterColumn';
import { footerLinkStyles, LinkListItems, type LinkListLayout } from './primitives';

type TodaysDealsProps = Pick<FooterProps, 'todaysDeals' | 'headingsLoading' | 'onDealSelect'> & {
  /** How the deal links are laid out (LinkListLayout); "Shop All Specials" always ends the list. */
  layout?: LinkListLayout;
  className?: string;
  /** See FooterColumn: false keeps the deals open on phones (deal-led designs). */
  collapsible?: boolean;
};

/**
 * "Today's Deals" (spec 2.16): the deals as given (the engine already took the first 5), then the
 * "Shop All Specials" link, set apart so it reads as the column's call to action.
 */
export function TodaysDeals({
  todaysDeals: deals,
  headingsLoading: loading,
  onDealSelect,
  layout = 'stack',
  className,
  collapsible,
}: TodaysDealsProps) {
  return (
    <FooterColumn
      title={deals.title}
      loading={loading}
      className={className}
      collapsible={collapsible}
    >
      <LinkListItems data-layout={layout}>
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

  ul[data-layout='inline'] > &,
  ul[data-layout='chips'] > & {
    margin-top: 0;
  }

  /* Among chips the call to action is the one filled pill: the footer's colours swapped, so its
     contrast is exactly the footer's own. */
  ul[data-layout='chips'] > & a {
    background: var(--footer-fg);
    color: var(--footer-bg);
    border-color: var(--footer-fg);
    text-decoration: none;
  }
  ul[data-layout='chips'] > & a:hover,
  ul[data-layout='chips'] > & a:focus-visible {
    color: var(--footer-bg);
    text-decoration: underline;
  }
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
