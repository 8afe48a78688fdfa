import type { Category, StickyFooterVariant, StickyFooterWidgetCmsData } from '../../../schemas';
import { STICKY_FOOTER_DESIGNS, type DesignCentre } from '../../../variants/sticky-footers/designs';
import type {
  StickyFooterCentre,
  StickyFooterItem,
  StickyFooterItemId,
  StickyFooterProps,
} from '../../../variants/sticky-footers/types';
import { normalisePathname } from '../../routing/shopPath';
import { safeHref } from '../../rules/navLinks';
import { dealsByCategoriesSheet, shopByChoiceSheet } from './sheets';

type Cms = StickyFooterWidgetCmsData;
type CmsField = keyof Cms & string;

/** Spec 2.1: the shop page used when the "shop page two" flag is on. */
export const SHOP_PAGE_TWO = '/shop-cannabis-near-me';

/** Where each item's text, link and images live in stickyFooterWidgetCmsData (spec §3). */
const ITEM_FIELDS: Record<
  StickyFooterItemId,
  { text: CmsField; link: CmsField | null; image: CmsField; selected: CmsField }
> = {
  home: {
    text: 'homeText',
    link: 'homeLink',
    image: 'homeMenuImage',
    selected: 'selectedHomeMenuImage',
  },
  deals: {
    text: 'dealsText',
    link: 'dealsLink',
    image: 'dealsMenuImage',
    selected: 'selectedDealsMenuImage',
  },
  profile: {
    text: 'profileText',
    link: 'profileLink',
    image: 'profileMenuImage',
    selected: 'selectedProfileMenuImage',
  },
  cart: {
    text: 'cartText',
    link: 'cartLink',
    image: 'cartMenuImage',
    selected: 'selectedCartMenuImage',
  },
  shop: {
    text: 'shopText',
    link: 'shopLink',
    image: 'shopMenuImage',
    selected: 'selectedShopMenuImage',
  },
  heart: {
    text: 'heartText',
    link: 'heartLink',
    image: 'heartMenuImage',
    selected: 'selectedHeartMenuImage',
  },
  menu: { text: 'menuText', link: null, image: 'menuMenuImage', selected: 'selectedMenuMenuImage' },
};

/** Spec 2.10 default links; Shop's depends on the site, Menu is an action. */
const DEFAULT_LINKS: Record<Exclude<StickyFooterItemId, 'shop' | 'menu'>, string> = {
  home: '/',
  deals: '/deals',
  profile: '/menu-profile',
  cart: '/cart',
  heart: '/',
};

/** Spec §3 item texts when the CMS sends an empty one. */
const ITEM_DEFAULT_TEXT: Record<StickyFooterItemId, string> = {
  home: 'Home',
  deals: 'Deals',
  profile: 'Profile',
  cart: 'Cart',
  shop: 'Shop',
  heart: 'Wishlist',
  menu: 'Menu',
};

const field = (cms: Cms, key: CmsField): string => {
  const value = cms[key];
  return typeof value === 'string' ? value.trim() : '';
};

/** Spec 2.10: the Shop item goes to the shop path, or /shop-cannabis-near-me with shop page two. */
export const shopHrefFor = (shopPath: string, isShopPageTwo: boolean) =>
  isShopPageTwo ? SHOP_PAGE_TWO : shopPath;

/** An item's CMS link, else its spec default; null for Menu. */
function itemHref(id: StickyFooterItemId, cms: Cms, shopHref: string): string | null {
  const fields = ITEM_FIELDS[id];
  if (fields.link === null || id === 'menu') return null;
  const fromCms = safeHref(field(cms, fields.link));
  if (fromCms !== null) return fromCms;
  return id === 'shop' ? shopHref : DEFAULT_LINKS[id];
}

/** The path part of a site link; external links never match a route. */
const linkPath = (href: string): string | null =>
  href.startsWith('/') ? normalisePathname(href.split(/[?#]/)[0] ?? '/') : null;

/**
 * The item whose link is the current page (spec 2.10 active icon): an exact match, or the page is
 * below the link ("/deals/x" under Deals). The longest link wins; on a tie the first item does,
 * so Home, not a Heart that also points at "/", is current on the home page.
 */
export function activeItemFor(
  pathname: string,
  items: readonly { id: StickyFooterItemId; href: string | null }[],
): StickyFooterItemId | null {
  const path = normalisePathname(pathname);
  let best: { id: StickyFooterItemId; length: number } | null = null;
  for (const { id, href } of items) {
    const target = href === null ? null : linkPath(href);
    if (target === null) continue;
    const matches = path === target || (target !== '/' && path.startsWith(`${target}/`));
    if (matches && (best === null || target.length > best.length))
      best = { id, length: target.length };
  }
  return best?.id ?? null;
}

function centreFor(source: DesignCentre, cms: Cms): StickyFooterCentre {
  const image = (key: CmsField) => field(cms, key) || null;
  switch (source) {
    case 'search':
      return { kind: 'search', text: 'Search', icon: null };
    case 'five':
      return { kind: 'more', text: cms.designFiveMoreText, icon: image('designFiveMoreImage') };
    case 'seven':
      return { kind: 'more', text: cms.designSevenMoreText, icon: image('designSevenMoreImage') };
    case 'eight':
      return { kind: 'search', text: cms.designEightMoreText, icon: image('designEightMoreImage') };
    case 'nine':
      return { kind: 'search', text: cms.designNineMoreText, icon: image('designNineMoreImage') };
    case 'ten':
      return { kind: 'search', text: cms.designTenMoreText, icon: image('designTenMoreImage') };
  }
}

export type StickyFooterInputs = {
  design: StickyFooterVariant;
  cms: Cms;
  /** The normalised appSettings.shopPath. */
  shopPath: string;
  isShopPageTwo: boolean;
  pathname: string;
  /** The cart store's totals.cartCounter. */
  cartCount: number;
  /** The item whose link is navigating, if any. */
  loadingId: StickyFooterItemId | null;
  /** overlays.menuDrawer: the Menu item shows as current while its drawer is open. */
  menuOpen: boolean;
  categories: readonly Category[];
  categoriesLoading: boolean;
};

export type StickyFooterData = Pick<
  StickyFooterProps,
  'items' | 'centre' | 'cartCount' | 'cartBadge' | 'sheet'
>;

/** Turns the CMS settings, the route and the stores into the data every design renders. */
export function stickyFooterDataFrom(input: StickyFooterInputs): StickyFooterData {
  const { cms } = input;
  const design = STICKY_FOOTER_DESIGNS[input.design];
  const shopHref = shopHrefFor(input.shopPath, input.isShopPageTwo);
  const linked = design.items.map((id) => ({ id, href: itemHref(id, cms, shopHref) }));
  const current = activeItemFor(input.pathname, linked);
  const items: StickyFooterItem[] = linked.map(({ id, href }) => {
    const fields = ITEM_FIELDS[id];
    return {
      id,
      text: field(cms, fields.text) || ITEM_DEFAULT_TEXT[id],
      href,
      icon: field(cms, fields.image) || null,
      activeIcon: field(cms, fields.selected) || null,
      active: id === 'menu' ? input.menuOpen : id === current,
      loading: id === input.loadingId,
    };
  });
  return {
    items,
    centre: design.centre === null ? null : centreFor(design.centre, cms),
    cartCount: input.cartCount,
    cartBadge: design.cartBadge,
    sheet:
      design.centre === 'five'
        ? shopByChoiceSheet(cms, input.shopPath, shopHref)
        : design.centre === 'seven'
          ? dealsByCategoriesSheet(cms, input.categories, input.categoriesLoading, shopHref)
          : null,
  };
}
