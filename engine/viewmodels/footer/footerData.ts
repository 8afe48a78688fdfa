import type { Category, Retailer, SiteSettings, Special } from '../../../schemas';
import type { FooterProps, FooterStore } from '../../../variants/footers/types';
import { safeHref } from '../../rules/navLinks';
import { formatAddress } from '../../rules/orderStrip';
import { displayPhone } from '../../rules/phone';
import { sanitizeHtml } from '../../rules/sanitizeHtml';
import { slugify } from '../../rules/slugify';

/** Spec 2.16/§9: the desktop footer lists the first 5 specials. */
export const FOOTER_DEAL_COUNT = 5;
const STORE_DIRECTORY_LINKS = new Set(['/find-a-dispensary', '/store-directory']);

export type FooterInputs = {
  settings: SiteSettings;
  categories: readonly Category[];
  specials: readonly Special[];
  retailers: readonly Retailer[];
  hidesStoreDirectoryLinks: boolean;
  showsFooterStoreCarousel: boolean;
  headingsLoading: boolean;
  year: number;
};

/** Turns site settings and catalogue data into the data every footer variant renders. */
export function footerDataFrom(input: FooterInputs): Omit<FooterProps, 'onDealSelect'> {
  const { settings } = input;
  const cms = settings.footerCms;
  const colors = settings.generalSettingsComponentUiData;
  const socialGroup = settings.socialLinksCms.find((group) => group.isShowSocialLink);
  return {
    logo: { src: cms.logo, alt: cms.logoAlt || cms.logoTitle, title: cms.logoTitle },
    sanitizedSubtextHtml: sanitizeHtml(cms.subtext),
    social: socialGroup
      ? socialGroup.socialLinks.flatMap((link) => {
          const href = safeHref(link.link);
          return href !== null && href.startsWith('http')
            ? [{ title: link.title, href, image: link.image }]
            : [];
        })
      : null,
    quickLinks: {
      title: settings.quickLinks.title,
      links: settings.quickLinks.links.flatMap((link) => {
        const href = safeHref(link.url);
        if (href === null) return [];
        if (input.hidesStoreDirectoryLinks && STORE_DIRECTORY_LINKS.has(href)) return [];
        return [{ label: link.label, href }];
      }),
    },
    shopLinks: input.categories.map((category) => ({
      label: category.categoryName,
      href: `/category/${category.urlSlug || slugify(category.categoryName)}`,
    })),
    todaysDeals: {
      title: settings.todaysDealsCmsData.title,
      deals: input.specials.slice(0, FOOTER_DEAL_COUNT).map((special) => ({
        name: special.menuDisplayConfiguration.name || special.name,
        // Spec 2.15, "Elsewhere": a deal without a category context goes to its deal search page.
        href: `/search/deals/${special.urlSlug}`,
      })),
      shopAllHref: '/specials',
      shopAllLabel: 'Shop All Specials',
    },
    storeCarousel:
      input.showsFooterStoreCarousel && cms.enableAdditionalSection
        ? {
            backgroundColor: cms.additionalSectionBgColor,
            stores: carouselStores(cms.retailers, input.retailers),
          }
        : null,
    colors: {
      background: colors.footerBackgroundColor,
      font: colors.footerFontColor,
      hover: colors.footerHoverColor,
      active: colors.footerActiveColor,
    },
    headingsLoading: input.headingsLoading,
    copyright: `© ${input.year} ${settings.headerWidgetCmsData.logoTitle}`,
  };
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
        detailsHref: `/${store.urlSlug || store.id}`,
      },
    ];
  });
}
