import type { Brand, Category, SiteSettings, Special } from '../../../schemas';
import type { MenuBrand, MenuCategory, MenuDrawerData } from '../../../variants/menus/types';
import { brandImage } from '../../rules/brandImage';
import {
  MENU_STATIC_LINKS,
  categoryShopAllHref,
  menuMainLinks,
  type MenuLinkContext,
} from '../../rules/menuLinks';
import { brandHref, slugify } from '../../rules/slugify';
import { ALL_DEALS_HREF, MENU_DEALS_LIMIT, menuDealFrom, searchDeals } from './menuDeals';

/** Spec §9 "Brands": up to 8 sponsored brands (or brands) in the menu drawers. */
export const MENU_BRANDS_LIMIT = 8;
export const SPONSORED_BRANDS_HREF = '/sponsored-brand';

export type MenuInputs = {
  settings: SiteSettings;
  shopPath: string;
  open: boolean;
  categories: readonly Category[];
  sponsoredBrands: readonly Brand[];
  brands: readonly Brand[];
  specials: readonly Special[];
  /** Version Two's "Search deals" text. */
  dealTerm: string;
  loading: MenuDrawerData['loading'];
};

/** Turns site settings and catalogue data into the data every menu drawer renders. */
export function menuDataFrom(input: MenuInputs): MenuDrawerData {
  const { settings, shopPath } = input;
  const context: MenuLinkContext = {
    shopPath,
    dealsVersion: settings.appSettings.dealsVersion,
    isShopPageTwo: settings.appSettings.isShopPageTwo,
  };
  const dealSettings = {
    images: settings.dealsImageSettingCMS,
    dealsVersion: settings.appSettings.dealsVersion,
  };
  const logo = settings.headerWidgetCmsData;
  return {
    open: input.open,
    logo: { src: logo.logo, alt: logo.logoAlt || logo.logoTitle },
    mainLinks: menuMainLinks(settings.menuLinkWidgetCmsData.links, context),
    categories: input.categories.map(menuCategoryFrom),
    shopAllHref: categoryShopAllHref(context),
    todaysDeals: {
      title: settings.todaysDealsCmsData.title,
      deals: input.specials
        .slice(0, MENU_DEALS_LIMIT)
        .map((special) => menuDealFrom(special, dealSettings)),
    },
    staticLinks: [...MENU_STATIC_LINKS],
    sponsoredBrands: menuBrands(input.sponsoredBrands, input.brands, shopPath),
    sponsoredBrandsHref: SPONSORED_BRANDS_HREF,
    dealSearch: {
      term: input.dealTerm,
      results: searchDeals(input.specials, input.dealTerm).map((special) =>
        menuDealFrom(special, dealSettings),
      ),
      allHref: ALL_DEALS_HREF,
    },
    loading: input.loading,
  };
}

function menuCategoryFrom(category: Category): MenuCategory {
  return {
    name: category.categoryName,
    href: `/category/${encodeURIComponent(category.urlSlug || slugify(category.categoryName))}`,
    image: category.image.trim() === '' ? null : category.image,
  };
}

/** Spec 2.9 Version Three: up to 8 sponsored brands, or else the first 8 brands. */
export function menuBrands(
  sponsored: readonly Brand[],
  brands: readonly Brand[],
  shopPath: string,
): MenuBrand[] {
  return (sponsored.length > 0 ? sponsored : brands).slice(0, MENU_BRANDS_LIMIT).map((brand) => ({
    name: brand.brandName || brand.name,
    href: brandHref(shopPath, brand),
    image: brandImage(brand),
  }));
}
