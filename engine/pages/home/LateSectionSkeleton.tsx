import type { HomeSection } from '../../../schemas';
import { BrandStripSkeleton } from '../../../variants/home-sections/BrandStrip/BrandStripSkeleton';
import { ContentTeaserSkeleton } from '../../../variants/home-sections/ContentTeaser/ContentTeaserSkeleton';
import { RichTextSkeleton } from '../../../variants/home-sections/RichText/RichTextSkeleton';
import { TodaysDealsSkeleton } from '../../../variants/home-sections/TodaysDeals/TodaysDealsSkeleton';

/** Section types a home seldom opens with: their skeletons are a chunk of their own. */
export type LateSkeletonSection = Extract<
  HomeSection,
  { type: 'todaysDeals' | 'brandStrip' | 'richText' | 'contentTeaser' }
>;

/**
 * The skeletons of the sections a home rarely opens with. Hydrating server HTML never draws
 * them (the server's copy stays until the section's own code is there), so they are fetched
 * only when a client navigation draws the home: with the sections' chunks, in parallel.
 */
export default function LateSectionSkeleton({ section }: { section: LateSkeletonSection }) {
  switch (section.type) {
    case 'todaysDeals':
      return <TodaysDealsSkeleton />;
    case 'brandStrip':
      return <BrandStripSkeleton />;
    case 'richText':
      return <RichTextSkeleton />;
    case 'contentTeaser':
      return <ContentTeaserSkeleton count={section.settings.limit} />;
  }
}
