import { Children, isValidElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import type { SliderControls } from '../carouselControls';
import 'swiper/css';
import 'swiper/css/a11y';

function controlsOf(swiper: SwiperInstance): SliderControls {
  return {
    previous: () => swiper.slidePrev(),
    next: () => swiper.slideNext(),
    onEdges: (listener) => {
      const report = () =>
        listener({
          atStart: swiper.isBeginning,
          atEnd: swiper.isEnd,
          scrollable: !swiper.isLocked,
          index: swiper.activeIndex,
        });
      const events = ['slideChange', 'resize', 'lock', 'unlock'] as const;
      for (const event of events) swiper.on(event, report);
      report();
      return () => {
        for (const event of events) swiper.off(event, report);
      };
    },
  };
}

export type SliderProps = {
  /** Accessible name of the carousel, e.g. "Shop categories". */
  label: string;
  /**
   * Slides visible at once; fractions peek at the next slide (spec §9: navigation links 4).
   * 'auto' lets each slide's CSS width decide (set it with `.swiper-slide` in className).
   */
  slidesPerView?: number | 'auto';
  /** Gap between slides in px (spec §9: 10). */
  spaceBetween?: number;
  /** Per-width overrides, keyed by minimum viewport width in px. */
  breakpoints?: Record<number, { slidesPerView: number; spaceBetween?: number }>;
  /** One child per slide; give each a key. */
  children: ReactNode;
  className?: string;
  /** Receives the controls once the slider is ready, for previous/next buttons of its own. */
  onReady?(controls: SliderControls): void;
};

const Region = styled.div`
  /* Swiper sizes slides from the container; min-width: 0 lets it shrink inside flex rows. */
  min-width: 0;
  .swiper-slide {
    height: auto;
  }
`;

/**
 * A thin wrapper over Swiper so variants never touch Swiper's API directly and every slider
 * gets the same accessibility module (focused off-screen slides scroll into view).
 */
export function Slider({
  label,
  slidesPerView = 4,
  spaceBetween = 10,
  breakpoints,
  children,
  className,
  onReady,
}: SliderProps) {
  const slides = Children.toArray(children);
  return (
    <Region className={className} role="region" aria-label={label} aria-roledescription="carousel">
      <Swiper
        modules={[A11y]}
        slidesPerView={slidesPerView}
        spaceBetween={spaceBetween}
        breakpoints={breakpoints}
        watchOverflow
        a11y={{ enabled: true, slideRole: 'group' }}
        onSwiper={onReady ? (swiper) => onReady(controlsOf(swiper)) : undefined}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={isValidElement(slide) && slide.key !== null ? slide.key : index}>
            {slide}
          </SwiperSlide>
        ))}
      </Swiper>
    </Region>
  );
}
