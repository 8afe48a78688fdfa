import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import type { HomeSection } from '../../../schemas';
import { CategoryTilesSkeleton } from '../../../variants/home-sections/CategoryTiles/CategoryTilesSkeleton';
import { HeroBannerSkeleton } from '../../../variants/home-sections/HeroBanner/HeroBannerSkeleton';
import { ProductCarouselSkeleton } from '../../../variants/home-sections/ProductCarousel/ProductCarouselSkeleton';
import { StoreBarSkeleton } from '../../../variants/home-sections/StoreBar/StoreBarSkeleton';
import { heroBannerFrom } from '../../viewmodels/home/heroBannerData';
import type { LateSkeletonSection } from './LateSectionSkeleton';

const LateSectionSkeleton = lazy(() => import('./LateSectionSkeleton'));

/**
 * The room a late section's skeleton takes (measured on the default site, phone and tablet up),
 * held for the moment its small chunk is on the way, so nothing below it jumps twice.
 */
const RESERVED: Record<LateSkeletonSection['type'], readonly [string, string]> = {
  todaysDeals: ['420px', '420px'],
  brandStrip: ['240px', '270px'],
  richText: ['134px', '150px'],
  contentTeaser: ['400px', '480px'],
};

const Reserve = styled.div<{ $height: readonly [string, string] }>`
  min-height: ${({ $height }) => $height[0]};

  ${({ theme }) => theme.media.tablet} {
    min-height: ${({ $height }) => $height[1]};
  }
`;

function LateSkeleton({ section }: { section: LateSkeletonSection }) {
  return (
    <Suspense
      fallback={
        <Reserve
          aria-busy="true"
          data-home-skeleton={section.type}
          $height={RESERVED[section.type]}
        />
      }
    >
      <LateSectionSkeleton section={section} />
    </Suspense>
  );
}

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
    case 'brandStrip':
    case 'richText':
    case 'contentTeaser':
      return <LateSkeleton section={section} />;
    case 'adSlot':
      // The ad slot is not lazy: it holds its own reservation (engine/shell/AdSlot).
      return null;
  }
}
