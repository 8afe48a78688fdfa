import type { Category, Retailer, SiteSettings, Special } from '../../../schemas';
import type { FooterProps, FooterStore } from '../../../variants/footers/types';
import { complianceNoticesAt } from '../../rules/complianceNotices';
import { footerQuickLinks, footerSocialLinks } from '../../rules/footerLinks';
import { formatAddress } from '../../rules/orderStrip';
import { displayPhone } from '../../rules/phone';
import { storeDetailsHref } from '../../rules/storeCard';
import { slugify } from '../../rules/slugify';

/** Spec 2.16/§9: the desktop footer lists the first 5 specials. */
export const FOOTER_DEAL_COUNT = 5;

export type FooterInputs = {
  settings: Pick<
    SiteSettings,
    | 'complianceNoticesCms'
    | 'footerCms'
    | 'generalSettingsComponentUiData'
    | 'headerWidgetCmsData'
    | 'quickLinks'
    | 'socialLinksCms'
    | 'todaysDealsCmsData'
  >;
  categories: readonly Category[];
  specials: readonly Special[];
  retailers: readonly Retailer[];
  hidesStoreDirectoryLinks: boolean;
  showsFooterStoreCarousel: boolean;
  headingsLoading: boolean;
  year: number;
  /** cms.subtext through the sanitiser (useSanitizedHtml): only text tags, safe links. */
  sanitizedSubtextHtml: string;
};

/** Turns site settings and catalogue data into the data every footer variant renders. */
export function footerDataFrom(input: FooterInputs): Omit<FooterProps, 'onDealSelect'> {
  const { settings } = input;
  const cms = settings.footerCms;
  const colors = settings.generalSettingsComponentUiData;
  return {
    logo: { src: cms.logo, alt: cms.logoAlt || cms.logoTitle, title: cms.logoTitle },
    sanitizedSubtextHtml: input.sanitizedSubtextHtml,
    social: footerSocialLinks(settings.socialLinksCms),
    quickLinks: {
      title: settings.quickLinks.title,
      links: footerQuickLinks(settings.quickLinks.links, input.hidesStoreDirectoryLinks),
    },
    shopLinks: input.categories.flatMap((category) => {
      const label = category.categoryName.trim();
      const slug = category.urlSlug || slugify(label);
      return label === '' || slug === ''
        ? []
        : [{ label, href: `/category/${encodeURIComponent(slug)}` }];
    }),
    todaysDeals: {
      title: settings.todaysDealsCmsData.title,
      deals: input.specials.slice(0, FOOTER_DEAL_COUNT).map((special) => {
        const name = special.menuDisplayConfiguration.name || special.name;
        // Spec 2.15, "Elsewhere": a deal without a category context goes to its deal search page.
        return {
          name,
          href: `/search/deals/${encodeURIComponent(special.urlSlug || slugify(name))}`,
        };
      }),
      shopAllHref: '/specials',
      shopAllLabel: 'Shop All Specials',
    },
    storeCarousel: storeCarouselFrom(input),
    colors: {
      background: colors.footerBackgroundColor,
      font: colors.footerFontColor,
      hover: colors.footerHoverColor,
      active: colors.footerActiveColor,
    },
    headingsLoading: input.headingsLoading,
    copyright: `© ${input.year} ${settings.headerWidgetCmsData.logoTitle}`,
    notices: complianceNoticesAt(settings.complianceNoticesCms, 'footer'),
  };
}

/**
 * Spec 2.11: the band exists only when the provider profile shows it AND Footer CMS
 * enableAdditionalSection is set; with no known store to show there is no band either.
 */
function storeCarouselFrom(input: FooterInputs): FooterProps['storeCarousel'] {
  const cms = input.settings.footerCms;
  if (!input.showsFooterStoreCarousel || !cms.enableAdditionalSection) return null;
  const stores = carouselStores(cms.retailers, input.retailers);
  return stores.length === 0 ? null : { backgroundColor: cms.additionalSectionBgColor, stores };
}

/** The CMS-selected stores, in CMS order; ids the retailer list does not know are skipped. */
function carouselStores(
  refs: readonly { retailerId: string }[],
  retailers: readonly Retailer[],
): FooterStore[] {
  return refs.flatMap(({ retailerId }) => {
    const store = retailers.find(
      (r) => r.id === retailerId || r.retailerId === retailerId || r._id === retailerId,
    );
    if (!store) return [];
    return [
      {
        id: store.id,
        name: store.name || store.retailerName,
        address: store.address || formatAddress(store.addressObject),
        phone: displayPhone(store.contactNumber, store.retailerPhoneNumber),
        // Encoded by the one store-link rule: a slug like "/evil.example" stays on the site.
        detailsHref: storeDetailsHref(store),
      },
    ];
  });
}
