import type { HeroSlideData } from '../types';
import * as S from './HeroBanner.styles';
import { HeroSlide } from './HeroSlide';

export type HeroBannerSkeletonProps = {
  /** The first slide: its picture is drawn at once, so the LCP image never waits for the chunk. */
  first: HeroSlideData;
  /** More than one slide: the controls row is reserved too. */
  carousel: boolean;
};

/** The hero's exact box while its chunk loads: the first picture, the panel's space, the controls. */
export function HeroBannerSkeleton({ first, carousel }: HeroBannerSkeletonProps) {
  return (
    <S.Hero aria-busy="true" data-home-skeleton="heroBanner">
      <HeroSlide slide={first} priority pictureOnly />
      {carousel && <S.Controls aria-hidden="true" />}
    </S.Hero>
  );
}
