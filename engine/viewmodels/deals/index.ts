// Deals for pages: the site's deal card, its props per page context, and today's deals.
export { DealCardSkeleton, DealCardSlot } from './DealCardSlot';
export { dealButtonLabel, dealCardDealFrom } from './dealCardData';
export { selectDeal } from './selectDeal';
export { TodaysDealsSection } from './TodaysDealsSection';
export { TODAYS_DEALS_LIMIT, todaysDealsFrom } from './todaysDealsData';
export { useDealCardMapper, useDealCardProps, useDealSelect } from './useDealCards';
export { dealLink, resolveBrandSlug, type DealLinkContext } from '../../rules/dealLink';
