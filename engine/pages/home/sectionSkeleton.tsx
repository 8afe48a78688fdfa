import type { HomeSection } from '../../../schemas';
import { BrandStripSkeleton } from '../../../variants/home-sections/BrandStrip/BrandStripSkeleton';
import { CategoryTilesSkeleton } from '../../../variants/home-sections/CategoryTiles/CategoryTilesSkeleton';
import { ContentTeaserSkeleton } from '../../../variants/home-sections/ContentTeaser/ContentTeaserSkeleton';
import { HeroBannerSkeleton } from '../../../variants/home-sections/HeroBanner/HeroBannerSkeleton';
import { ProductCarouselSkeleton } from '../../../variants/home-sections/ProductCarousel/ProductCarouselSkeleton';
import { RichTextSkeleton } from '../../../variants/home-sections/RichText/RichTextSkeleton';
import { StoreBarSkeleton } from '../../../variants/home-sections/StoreBar/StoreBarSkeleton';
import { TodaysDealsSkeleton } from '../../../variants/home-sections/TodaysDeals/TodaysDealsSkeleton';
import { heroBannerFrom } from '../../viewmodels/home/heroBannerData';

/**
 * A section's box while its chunk loads: the same skeleton the section draws while its data
 * loads, so the page keeps its shape from the first frame (the hero draws its first picture).
 */
export function SectionSkeleton({ section }: { section: HomeSection }) {
  switch (section.type) {
    case 'heroBanner': {
      const { slides } = heroBannerFrom(section.settings);
      const [first] = slides;
      return first ? <HeroBannerSkeleton first={first} carousel={slides.length > 1} /> : null;
    }
    case 'storeBar':
      return <StoreBarSkeleton />;
    case 'categoryTiles':
      return <CategoryTilesSkeleton count={section.settings.limit} />;
    case 'productCarousel':
      return <ProductCarouselSkeleton />;
    case 'todaysDeals':
      return <TodaysDealsSkeleton />;
    case 'brandStrip':
      return <BrandStripSkeleton />;
    case 'richText':
      return <RichTextSkeleton />;
    case 'contentTeaser':
      return <ContentTeaserSkeleton count={section.settings.limit} />;
    case 'adSlot':
      // The ad slot is not lazy: it holds its own reservation (engine/shell/AdSlot).
      return null;
  }
}
