import type { Snapshot } from 'valtio';
import type { Brand, SiteSettings, User, Wishlist } from '../../../schemas';
import type { HeaderAccount, HeaderData, HeaderStoreArea } from '../../../variants/headers/types';
import { navHref, safeHref } from '../../rules/navLinks';
import type { OrderStrip } from '../../rules/orderStrip';
import { placeholderMenusBeside } from '../../rules/placeholderMenus';
import { brandImage } from '../../rules/brandImage';
import { brandHref } from '../../rules/slugify';

/** Spec §9: the desktop header's brand dropdown lists 6 brands. */
export const HEADER_BRAND_COUNT = 6;

export type HeaderInputs = {
  settings: SiteSettings;
  shopPath: string;
  strip: OrderStrip;
  /** storeContext.isDefaultHomePage: the shopper chose to browse without a store (2.6, 4.5). */
  isDefaultHomePage: boolean;
  hidesStoreSelector: boolean;
  user: User | null;
  signedIn: boolean;
  wishlist: Snapshot<Wishlist>;
  counts: HeaderData['counts'];
  recommendedCount: number;
  sponsoredBrands: readonly Brand[];
  brands: readonly Brand[];
  navLoading: boolean;
};

/** Turns site settings and shopper state into the data every header variant renders. */
export function headerDataFrom(input: HeaderInputs): HeaderData {
  const { settings, shopPath } = input;
  const widget = settings.headerWidgetCmsData;
  const navLinks = widget.links.flatMap((link) => {
    // The desktop bar follows 2.5's rule: "deals" without a url is /deals whatever the version.
    const href = navHref(link.label, link.url, { shopPath });
    if (href === null) return [];
    const subLinks = link.subLinks.flatMap((sub) => {
      const subHref = safeHref(sub.url);
      return subHref === null ? [] : [{ label: sub.label, href: subHref }];
    });
    return [{ label: link.label, href, subLinks }];
  });
  return {
    logo: { src: widget.logo, title: widget.logoTitle, alt: widget.logoAlt, href: '/' },
    sticky: widget.isStickyHeader,
    storeArea: input.hidesStoreSelector
      ? null
      : storeAreaFrom(input.strip, input.isDefaultHomePage),
    searchPlaceholder: 'Search products, brands and more',
    account: accountFrom(input),
    counts: input.counts,
    showNotifications: input.signedIn && input.recommendedCount > 0,
    brandMenu: widget.shouldShowBrandLabel
      ? {
          label: widget.brandLabel,
          brands: (input.sponsoredBrands.length > 0 ? input.sponsoredBrands : input.brands)
            .slice(0, HEADER_BRAND_COUNT)
            .map((brand) => ({
              name: brand.brandName || brand.name,
              href: brandHref(shopPath, brand),
              ...imageOf(brand),
            })),
          showAllHref: '/sponsored-brand',
        }
      : null,
    navLinks,
    placeholderMenus: placeholderMenusBeside(navLinks.map((link) => link.label)),
    navLoading: input.navLoading,
    mobile: {
      navLinks: settings.menuLinkWidgetCmsData.links.flatMap((link) => {
        const href = navHref(link.label, link.url, { shopPath });
        return href === null ? [] : [{ label: link.label, href }];
      }),
      ticker: settings.tickerPageCms.isEnabled
        ? {
            items: settings.tickerCrudData.flatMap((item) => {
              const href = safeHref(item.link);
              return href === null ? [] : [{ title: item.title, href }];
            }),
            backgroundColor: settings.tickerPageCms.backgroundColor,
            color: settings.tickerPageCms.color,
          }
        : null,
    },
  };
}

/**
 * Spec 2.6: "While the provider is loading, or nothing is selected, a skeleton is shown. With no
 * store selected (and not on the default home page), "Select a Store" is shown." Once the shopper
 * has chosen the default home page, no store still means the skeleton, not the button.
 */
export function storeAreaFrom(strip: OrderStrip, isDefaultHomePage: boolean): HeaderStoreArea {
  if (strip.kind === 'select' && isDefaultHomePage) return { kind: 'loading' };
  if (strip.kind !== 'selected') return strip;
  return {
    kind: 'selected',
    text: strip.text,
    mobileLabel: strip.mobileLabel,
    mobilePlace: strip.mobilePlace,
  };
}

function accountFrom(input: HeaderInputs): HeaderAccount {
  if (!input.signedIn || input.user === null) return { kind: 'guest' };
  return {
    kind: 'signedIn',
    firstName: input.user.firstName,
    fullName: input.user.fullName || `${input.user.firstName} ${input.user.lastName}`.trim(),
    wishlists: input.wishlist.wishlistItems.map((item) => ({
      slug: item.slug,
      name: item.listName.trim() === '' ? null : item.listName,
    })),
    chatEnabled: input.settings.chatPlatformCms.enabled,
  };
}

function imageOf(brand: Brand): { image?: string } {
  const image = brandImage(brand);
  return image === null ? {} : { image };
}
