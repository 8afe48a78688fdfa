import type { DealCardDeal } from '../types';

/**
 * The link's accessible name: the visible label first (so voice control finds it), then the deal
 * name, which keeps every card's link distinct in a screen reader's list of links.
 */
export const dealLinkLabel = (deal: DealCardDeal): string => `${deal.buttonLabel}: ${deal.name}`;

/** What every deal card's shop link carries: the deal's href, its accessible name, `onSelect`. */
export const dealLinkProps = (deal: DealCardDeal, onSelect: (() => void) | undefined) => ({
  to: deal.href,
  'aria-label': dealLinkLabel(deal),
  onClick: () => onSelect?.(),
});
