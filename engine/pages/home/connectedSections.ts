import type { DealCardVariant, HomeSectionOf } from '../../../schemas';
import { dealCardRegistry } from '../../registry/dealCards';
import { homeSectionRegistry, type VariantHomeSectionType } from '../../registry/homeSections';
import { preloadableLazy, preloadVariant } from '../../registry/preloadable';
import type { LazyVariant } from '../../registry/types';

type SectionProps<T extends VariantHomeSectionType> = T extends 'todaysDeals'
  ? Record<string, never>
  : { settings: HomeSectionOf<T>['settings'] };

/**
 * Each section type's view-model and slot as a chunk of its own, beside its variant's: a section
 * below the fold downloads neither until the shopper nears it (HydrateOnView), and a home
 * downloads only the types it lists.
 */
export const connectedSections: { [T in VariantHomeSectionType]: LazyVariant<SectionProps<T>> } = {
  heroBanner: preloadableLazy(() => import('./sections/HeroBannerSection')),
  storeBar: preloadableLazy(() => import('./sections/StoreBarSection')),
  categoryTiles: preloadableLazy(() => import('./sections/CategoryTilesSection')),
  productCarousel: preloadableLazy(() => import('./sections/ProductCarouselSection')),
  todaysDeals: preloadableLazy(() => import('./sections/TodaysDealsSection')),
  brandStrip: preloadableLazy(() => import('./sections/BrandStripSection')),
  richText: preloadableLazy(() => import('./sections/RichTextSection')),
  contentTeaser: preloadableLazy(() => import('./sections/ContentTeaserSection')),
};

/** Every chunk a section renders, so it hydrates in one pass once fetched. */
export function loadSection(
  type: VariantHomeSectionType,
  dealCard: DealCardVariant,
): Promise<unknown> {
  return Promise.all([
    preloadVariant(connectedSections[type]),
    preloadVariant(homeSectionRegistry[type]),
    type === 'todaysDeals' ? preloadVariant(dealCardRegistry[dealCard]) : null,
  ]);
}
