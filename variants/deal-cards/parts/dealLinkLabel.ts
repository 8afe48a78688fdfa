import type { DealCardDeal } from '../types';

/**
 * The link's accessible name: the visible label first (so voice control finds it), then the deal
 * name, which keeps every card's link distinct in a screen reader's list of links.
 */
export const dealLinkLabel = (deal: DealCardDeal): string => `${deal.buttonLabel}: ${deal.name}`;
