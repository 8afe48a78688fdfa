import type { Category, StickyFooterWidgetCmsData } from '../../../schemas';
import type {
  DealsByCategoriesSheet,
  ShopByChoiceSheet,
  ShopByChoiceSlide,
} from '../../../variants/sticky-footers/types';
import { PRICE_FILTERS } from '../../rules/listingQuery';
import { safeHref } from '../../rules/navLinks';
import { slugify } from '../../rules/slugify';

/** Spec 2.1: the shop page's price query form. */
export const priceHref = (shopPath: string, value: string) =>
  `${shopPath}?pageNo=1&price=${encodeURIComponent(value)}`;

type Cms = StickyFooterWidgetCmsData;

/** shopByChoiceItems; without any, the four fixed fields shopByChoiceItemOne…Four (spec §3). */
export function shopByChoiceSlides(cms: Cms): ShopByChoiceSlide[] {
  const listed = cms.shopByChoiceItems;
  const source =
    listed.length > 0
      ? listed
      : [
          cms.shopByChoiceItemOne,
          cms.shopByChoiceItemTwo,
          cms.shopByChoiceItemThree,
          cms.shopByChoiceItemFour,
        ].flatMap((entry) => (entry === null ? [] : [entry]));
  return source
    .filter((entry) => entry.title.trim() !== '' || entry.image.trim() !== '')
    .map((entry) => ({
      title: entry.title.trim() || entry.imageTitle.trim(),
      href: safeHref(entry.link),
      image: entry.image.trim(),
      imageAlt: entry.imageAlt,
      imageTitle: entry.imageTitle,
      color: entry.color.trim(),
    }));
}

/** Design five's "Shop By Choice" sheet. */
export function shopByChoiceSheet(cms: Cms, shopPath: string, shopHref: string): ShopByChoiceSheet {
  return {
    kind: 'shopByChoice',
    title: cms.shopByChoiceTitle,
    slides: shopByChoiceSlides(cms),
    priceTitle: cms.shopByPriceTitle,
    prices: PRICE_FILTERS.map((filter) => ({
      text: filter.label,
      href: priceHref(shopPath, filter.value),
    })),
    shopAll: {
      text: cms.designFiveButtonText,
      href: safeHref(cms.designFiveButtonLink) ?? shopHref,
    },
  };
}

const categorySlug = (category: Category) =>
  category.urlSlug.trim() || slugify(category.categoryName);

/**
 * Design seven's tiles: the CMS's designSevenCategory list when it sends one, else the product
 * categories. Each goes to its CMS link, else /deals-category/{slug}; the image comes from the
 * matching product category.
 */
export function dealsCategoryTiles(cms: Cms, categories: readonly Category[]) {
  const byName = new Map(
    categories.map((category) => [category.categoryName.trim().toLowerCase(), category]),
  );
  const source =
    cms.designSevenCategory.length > 0
      ? cms.designSevenCategory.map((entry) => ({ name: entry.categoryName, link: entry.link }))
      : categories.map((category) => ({ name: category.categoryName, link: '' }));
  const seen = new Set<string>();
  return source.flatMap(({ name, link }) => {
    const label = name.trim();
    if (label === '') return [];
    const match = byName.get(label.toLowerCase());
    const href =
      safeHref(link) ??
      `/deals-category/${encodeURIComponent(match ? categorySlug(match) : slugify(label))}`;
    if (seen.has(href)) return [];
    seen.add(href);
    return [{ name: label, href, image: match?.image.trim() || null }];
  });
}

/** Design seven's "Deals By Categories" sheet. */
export function dealsByCategoriesSheet(
  cms: Cms,
  categories: readonly Category[],
  categoriesLoading: boolean,
  shopHref: string,
): DealsByCategoriesSheet {
  const categoriesFromCms = cms.designSevenCategory.length > 0;
  return {
    kind: 'dealsByCategories',
    title: cms.dealsByCategoryTitle,
    categories: dealsCategoryTiles(cms, categories),
    loading: !categoriesFromCms && categoriesLoading,
    viewAllDeals: {
      text: cms.designSevenDealsAllButtonText,
      href: safeHref(cms.designSevenDealsAllButtonLink) ?? '/deals',
      background: cms.designSevenDealsAllButtonBackgroundColor,
      iconColor: cms.designSevenDealsAllButtonIconColor,
      textColor: cms.designSevenDealsAllButtonTextColor,
    },
    shopAll: {
      text: cms.designSevenButtonText,
      href: safeHref(cms.designSevenButtonLink) ?? shopHref,
      background: cms.designSevenButtonBackgroundColor,
      iconColor: cms.designSevenButtonIconColor,
      textColor: cms.designSevenButtonTextColor,
    },
  };
}
