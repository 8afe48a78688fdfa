/**
 * Props of the "Today's deals" section (spec 2.15): a title, one configured link and a carousel
 * of deal cards. The engine maps todaysDealsCmsData and the store's specials to these props and
 * passes the site's deal card variant in `card`, so the section never knows which one it is.
 */
import type { ComponentType } from 'react';
import type { DealCardDeal, DealCardProps } from '../deal-cards/types';

export type TodaysDealsLink = { href: string; label: string };

export type TodaysDealsProps = {
  /** todaysDealsCmsData.title (default "Today's Deals"). */
  title: string;
  /** todaysDealsCmsData.buttonlink and buttontext (defaults /deals and "View All Deals"). */
  link: TodaysDealsLink;
  /**
   * Replaces `link` below 768 px; spec 2.15: on mobile with deals version "v2" the button goes
   * to /deals labelled "Deals by Category". Null when the mobile button is the same as `link`.
   */
  mobileLink: TodaysDealsLink | null;
  /** At most 10 specials, already mapped to card data (spec §9). Empty → skeleton cards. */
  deals: DealCardDeal[];
  /** True while the specials load; the skeletons then announce "Loading deals". */
  loading: boolean;
  /** The site's deal card variant (dealsCardSettingsCMS), ready to render (Suspense included). */
  card: ComponentType<DealCardProps>;
  /**
   * A deal was followed, with its place in `deals` (spec 2.15: the engine closes the sidebar and
   * the footer menu, and records which deal).
   */
  onSelect(index: number): void;
};
