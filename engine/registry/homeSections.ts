import type { HomeSectionType } from '../../schemas';
import type { HomeSectionPropsMap } from '../../variants/home-sections/types';
import type { LazyVariant } from './types';
import { preloadableLazy } from './preloadable';

const HeroBanner = preloadableLazy(() => import('../../variants/home-sections/HeroBanner'));
const StoreBar = preloadableLazy(() => import('../../variants/home-sections/StoreBar'));
const CategoryTiles = preloadableLazy(() => import('../../variants/home-sections/CategoryTiles'));
const ProductCarousel = preloadableLazy(
  () => import('../../variants/home-sections/ProductCarousel'),
);
const TodaysDeals = preloadableLazy(() => import('../../variants/home-sections/TodaysDeals'));
const BrandStrip = preloadableLazy(() => import('../../variants/home-sections/BrandStrip'));
const RichText = preloadableLazy(() => import('../../variants/home-sections/RichText'));
const ContentTeaser = preloadableLazy(() => import('../../variants/home-sections/ContentTeaser'));

/** Section types drawn by a variant; the adSlot type is the engine's own AdSlot. */
export type VariantHomeSectionType = Exclude<HomeSectionType, 'adSlot'>;

/** Exhaustive over the variant section types, each entry typed with its own props. */
export type HomeSectionRegistry = {
  readonly [T in VariantHomeSectionType]: LazyVariant<HomeSectionPropsMap[T]>;
};

/**
 * Home page section types (homePageSections[].type); each is its own chunk, so a home downloads
 * only the sections it lists.
 */
export const homeSectionRegistry = {
  heroBanner: HeroBanner,
  storeBar: StoreBar,
  categoryTiles: CategoryTiles,
  productCarousel: ProductCarousel,
  todaysDeals: TodaysDeals,
  brandStrip: BrandStrip,
  richText: RichText,
  contentTeaser: ContentTeaser,
} satisfies HomeSectionRegistry;
