/**
 * The home page's section types (homePageSections), one entry each: how the engine draws it, its
 * box while its code loads, and when it hydrates. A new type is its schema's entry
 * (schemas/cms/homeSections.ts), its props (variants/home-sections/types.ts) and variant
 * (engine/registry/homeSections.ts), its own files (variant, skeleton, view-model,
 * sections/*Section.tsx) and one entry here; the type checker asks for each. Every section's code
 * is a chunk of its own, fetched only when a home lists it.
 */
import type { ComponentType, ReactNode } from 'react';
import type { DealCardVariant, HomeSectionOf, HomeSectionType } from '../../../schemas';
import { CategoryTilesSkeleton } from '../../../variants/home-sections/CategoryTiles/CategoryTilesSkeleton';
import { HeroBannerSkeleton } from '../../../variants/home-sections/HeroBanner/HeroBannerSkeleton';
import { ProductCarouselSkeleton } from '../../../variants/home-sections/ProductCarousel/ProductCarouselSkeleton';
import { StoreBarSkeleton } from '../../../variants/home-sections/StoreBar/StoreBarSkeleton';
import { dealCardRegistry } from '../../registry/dealCards';
import { homeSectionRegistry } from '../../registry/homeSections';
import { preloadableLazy, preloadVariant } from '../../registry/preloadable';
import { AdSlot } from '../../shell/AdSlot';
import { heroBannerFrom } from '../../viewmodels/home/heroBannerData';
import { lateSkeleton } from './lateSkeleton';

export type HomeSectionEntry<T extends HomeSectionType> = {
  /**
   * What draws it: a chunk of its own (sections/*Section.tsx, its view-model into its variant),
   * or, for the ad slot, the engine's own AdSlot.
   */
  section: ComponentType<{ settings: HomeSectionOf<T>['settings'] }>;
  /**
   * Its box while its chunk loads: the skeleton it draws while its data loads, so the page keeps
   * its shape from the first frame. Null: it holds its own room (the ad slot).
   */
  skeleton: (section: HomeSectionOf<T>) => ReactNode;
  /**
   * Hydrates with the page rather than as it nears the view (engine/hydration/HydrateOnView):
   * the sections a home usually opens with. The hero is the page's largest picture and always in
   * view; the ad slot is a few hundred bytes and holds its space; the others hydrate their
   * view-models only and keep their variants for the shopper (LateSectionVariant). Their chunks
   * are part of the first load (vite.config.ts HOME_FIRST_SCREEN).
   */
  withPage: boolean;
  /** Today's deals draws the site's deal card: its chunk is fetched with the section's. */
  withDealCard?: true;
};

function AdSlotSection() {
  return <AdSlot name="home-banner" />;
}

export const HOME_SECTIONS: { readonly [T in HomeSectionType]: HomeSectionEntry<T> } = {
  heroBanner: {
    section: preloadableLazy(() => import('./sections/HeroBannerSection')),
    skeleton: ({ settings }) => {
      const { slides } = heroBannerFrom(settings);
      const [first] = slides;
      return first ? <HeroBannerSkeleton first={first} carousel={slides.length > 1} /> : null;
    },
    withPage: true,
  },
  storeBar: {
    section: preloadableLazy(() => import('./sections/StoreBarSection')),
    skeleton: () => <StoreBarSkeleton />,
    withPage: true,
  },
  categoryTiles: {
    section: preloadableLazy(() => import('./sections/CategoryTilesSection')),
    skeleton: ({ settings }) => <CategoryTilesSkeleton count={settings.limit} />,
    withPage: true,
  },
  productCarousel: {
    section: preloadableLazy(() => import('./sections/ProductCarouselSection')),
    skeleton: () => <ProductCarouselSkeleton />,
    withPage: true,
  },
  todaysDeals: {
    section: preloadableLazy(() => import('./sections/TodaysDealsSection')),
    skeleton: lateSkeleton(['420px', '420px']),
    withPage: false,
    withDealCard: true,
  },
  brandStrip: {
    section: preloadableLazy(() => import('./sections/BrandStripSection')),
    skeleton: lateSkeleton(['240px', '270px']),
    withPage: false,
  },
  richText: {
    section: preloadableLazy(() => import('./sections/RichTextSection')),
    skeleton: lateSkeleton(['134px', '150px']),
    withPage: false,
  },
  adSlot: {
    section: AdSlotSection,
    skeleton: () => null,
    withPage: true,
  },
  contentTeaser: {
    section: preloadableLazy(() => import('./sections/ContentTeaserSection')),
    skeleton: lateSkeleton(['400px', '480px']),
    withPage: false,
  },
};

/** The entry of `type`; for a section of any type, an entry that takes that section. */
export function homeSectionEntry<T extends HomeSectionType>(type: T): HomeSectionEntry<T> {
  return HOME_SECTIONS[type];
}

/** Every chunk a section renders, so it hydrates in one pass once fetched. */
export function loadSection(type: HomeSectionType, dealCard: DealCardVariant): Promise<unknown> {
  const entry = homeSectionEntry(type);
  return Promise.all([
    preloadVariant(entry.section),
    type === 'adSlot' ? null : preloadVariant(homeSectionRegistry[type]),
    entry.withDealCard ? preloadVariant(dealCardRegistry[dealCard]) : null,
  ]);
}
