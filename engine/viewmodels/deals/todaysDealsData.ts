import type { SiteSettings, Special, StoredBrand } from '../../../schemas';
import type { TodaysDealsProps } from '../../../variants/todays-deals/types';
import { safeHref } from '../../rules/navLinks';
import { dealsPathFor } from '../../routing/dealsPath';
import { dealCardDealFrom } from './dealCardData';

/** Spec §9: the today's deals carousel shows at most 10 specials. */
export const TODAYS_DEALS_LIMIT = 10;

/** Spec 2.15: on mobile with deals version "v2" the button goes to /deals with this label. */
export const MOBILE_V2_LINK = { href: '/deals', label: 'Deals by Category' } as const;

const DEFAULT_BUTTON_TEXT = 'View All Deals';

export type TodaysDealsInputs = {
  settings: Pick<
    SiteSettings,
    'todaysDealsCmsData' | 'dealsSettingsCms' | 'dealsImageSettingCMS' | 'appSettings'
  >;
  specials: readonly Special[];
  loading: boolean;
  brandList: readonly StoredBrand[];
  queriedBrandId?: string | null;
};

/** Today's deals (spec 2.15): todaysDealsCmsData and the store's first 10 specials. */
export function todaysDealsFrom(
  input: TodaysDealsInputs,
): Omit<TodaysDealsProps, 'card' | 'onSelect'> {
  const { settings } = input;
  const cms = settings.todaysDealsCmsData;
  const version = settings.appSettings.dealsVersion;
  return {
    title: cms.title.trim() || "Today's Deals",
    link: {
      // A blank or unsafe CMS link falls back to the deals landing of the deals version.
      href: safeHref(cms.buttonlink) ?? dealsPathFor(version),
      label: cms.buttontext.trim() || DEFAULT_BUTTON_TEXT,
    },
    mobileLink: version === 'v2' ? { ...MOBILE_V2_LINK } : null,
    deals: input.specials.slice(0, TODAYS_DEALS_LIMIT).map((special) =>
      dealCardDealFrom({
        special,
        settings,
        context: { page: 'elsewhere' },
        queriedBrandId: input.queriedBrandId,
        brandList: input.brandList,
      }),
    ),
    loading: input.loading,
  };
}
