import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import type { FooterStoreCarousel } from '../types';

// The carousel brings Swiper (~26 KB gzipped); most sites never show it, so it loads on demand.
const StoreCarouselChunk = lazy(() =>
  import('./StoreCarousel').then((module) => ({ default: module.StoreCarousel })),
);

/** The store carousel band, downloaded only when a site shows it. */
export function StoreCarousel({ carousel }: { carousel: FooterStoreCarousel }) {
  return (
    <Suspense
      fallback={<Reserved style={{ background: carousel.backgroundColor }} aria-hidden="true" />}
    >
      <StoreCarouselChunk carousel={carousel} />
    </Suspense>
  );
}

/** Holds the band's height while its code arrives, so the legal bar does not jump. */
const Reserved = styled.div`
  height: 264px;
`;
