/**
 * The hero banner: one wide picture with a heading, a sentence and a button, or a carousel of
 * such slides with previous/next buttons and "2 of 3". The first picture is the page's largest
 * paint: loaded eagerly with high priority, sized by width/height so nothing shifts. Pick it as
 * the first section of a home page.
 */
import { lazy, Suspense } from 'react';
import { preload } from 'react-dom';
import type { HeroBannerProps } from '../types';
import * as S from './HeroBanner.styles';
import { HeroSlide } from './HeroSlide';

const HeroCarousel = lazy(() => import('./HeroCarousel'));

export function HeroBanner({ slides, label }: HeroBannerProps) {
  const [first] = slides;
  if (first === undefined) return null;
  // Where the page is rendered on the server, this becomes a <link rel="preload"> in the head.
  preload(first.image.src, { as: 'image', fetchPriority: 'high' });
  return (
    <S.Hero aria-label={label} data-home-section="heroBanner">
      {slides.length === 1 ? (
        <HeroSlide slide={first} priority />
      ) : (
        <Suspense
          fallback={
            <>
              <HeroSlide slide={first} priority />
              <S.Controls aria-hidden="true" />
            </>
          }
        >
          <HeroCarousel slides={slides} label={label} />
        </Suspense>
      )}
    </S.Hero>
  );
}
