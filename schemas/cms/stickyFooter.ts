/**
 * Mobile sticky footer navigation (spec §3 stickyFooterWidgetCmsData, 2.10). The design flags
 * isDesignOne…isDesignTen are our naming: the spec does not name the selector.
 */
import { z } from 'zod';
import { list, text } from '../fields';
import { settingFlags } from './layoutFlags';

/** A "Shop By Choice" slide in design five's More sheet. */
export const ShopByChoiceItemSchema = z.object({
  image: text(),
  link: text(),
  imageTitle: text(),
  imageAlt: text(),
  title: text(),
  color: text(),
});
export type ShopByChoiceItem = z.output<typeof ShopByChoiceItemSchema>;

/** The four fixed fallback fields: null when the CMS does not send one. */
const fallbackChoice = () => ShopByChoiceItemSchema.nullable().default(null);

export const DesignSevenCategorySchema = z.object({ categoryName: text(), link: text() });
export type DesignSevenCategory = z.output<typeof DesignSevenCategorySchema>;

/** Empty links mean "the default for this item", resolved by the engine (e.g. the shop path). */
const itemTexts = {
  homeText: text('Home'),
  homeLink: text('/'),
  dealsText: text('Deals'),
  dealsLink: text('/deals'),
  profileText: text('Profile'),
  profileLink: text('/menu-profile'),
  cartText: text('Cart'),
  cartLink: text('/cart'),
  shopText: text('Shop'),
  shopLink: text(),
  heartText: text('Wishlist'),
  heartLink: text('/'),
  menuText: text('Menu'),
};

/** Icon and active icon per item; empty means the variant's built-in icon. */
const itemImages = {
  homeMenuImage: text(),
  selectedHomeMenuImage: text(),
  dealsMenuImage: text(),
  selectedDealsMenuImage: text(),
  profileMenuImage: text(),
  selectedProfileMenuImage: text(),
  cartMenuImage: text(),
  selectedCartMenuImage: text(),
  shopMenuImage: text(),
  selectedShopMenuImage: text(),
  heartMenuImage: text(),
  selectedHeartMenuImage: text(),
  menuMenuImage: text(),
  selectedMenuMenuImage: text(),
};

const designFive = {
  designFiveMoreImage: text(),
  designFiveMoreText: text('More'),
  shopByChoiceTitle: text('Shop By Choice'),
  shopByChoiceItems: list(ShopByChoiceItemSchema),
  shopByChoiceItemOne: fallbackChoice(),
  shopByChoiceItemTwo: fallbackChoice(),
  shopByChoiceItemThree: fallbackChoice(),
  shopByChoiceItemFour: fallbackChoice(),
  shopByPriceTitle: text('Shop By Price'),
  designFiveButtonText: text('Shop All'),
  designFiveButtonLink: text(),
};

/** The spec lists the two buttons' parts (Text, Link, …) as suffixes of flat field names. */
const designSeven = {
  designSevenMoreImage: text(),
  designSevenMoreText: text('More'),
  designSevenCategory: list(DesignSevenCategorySchema),
  dealsByCategoryTitle: text('Deals By Categories'),
  designSevenDealsAllButtonText: text('View All Deals'),
  designSevenDealsAllButtonLink: text('/deals'),
  designSevenDealsAllButtonBackgroundColor: text('#101418'),
  designSevenDealsAllButtonIconColor: text('#ffffff'),
  designSevenDealsAllButtonTextColor: text('#ffffff'),
  designSevenButtonText: text('Shop All'),
  designSevenButtonLink: text(),
  designSevenButtonBackgroundColor: text('#7fd1a3'),
  designSevenButtonIconColor: text('#101418'),
  designSevenButtonTextColor: text('#101418'),
};

const designsEightToTen = {
  designEightMoreText: text('More'),
  designEightMoreImage: text(),
  designNineMoreText: text('More'),
  designNineMoreImage: text(),
  designTenMoreText: text('More'),
  designTenMoreImage: text(),
};

export const StickyFooterWidgetCmsDataSchema = z
  .object({
    ...settingFlags('stickyFooterWidgetCmsData'),
    ...itemTexts,
    ...itemImages,
    ...designFive,
    ...designSeven,
    ...designsEightToTen,
  })
  .prefault({});
export type StickyFooterWidgetCmsData = z.output<typeof StickyFooterWidgetCmsDataSchema>;
