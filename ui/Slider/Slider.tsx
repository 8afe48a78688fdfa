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

type Layout = { slidesPerView: number | 'auto'; spaceBetween: number };

/** One slide's width before Swiper has measured: what Swiper will set inline once it runs. */
function slideWidth({ slidesPerView, spaceBetween }: Layout): string {
  if (slidesPerView === 'auto') return '';
  const gaps = (slidesPerView - 1) * spaceBetween;
  return `width: calc((100% - ${gaps}px) / ${slidesPerView}); margin-right: ${spaceBetween}px;`;
}

/**
 * Server-rendered pages show a slider before Swiper's script and stylesheet arrive (a lazy
 * chunk's CSS is not in the server's HTML): the layout rules Swiper's CSS would give, and the
 * slide widths it will compute, are in the component's own styles, so the row does not stack up
 * and then collapse when the script runs (a layout shift on /search at 375 px).
 */
const Region = styled.div<{ $layout: Layout; $breakpoints: [number, Layout][] }>`
  /* Swiper sizes slides from the container; min-width: 0 lets it shrink inside flex rows. */
  min-width: 0;
  .swiper {
    position: relative;
    overflow: hidden;
  }
  .swiper-wrapper {
    position: relative;
    display: flex;
    box-sizing: content-box;
    width: 100%;
  }
  /* No width here: a slider of 'auto' slides sizes them in its own className, which this
     selector would outweigh. */
  .swiper-slide {
    flex-shrink: 0;
    position: relative;
    height: auto;
  }
  .swiper:not(.swiper-initialized) .swiper-slide {
    ${({ $layout }) => slideWidth($layout)}
  }
  ${({ $breakpoints }) =>
    $breakpoints.map(
      ([minWidth, layout]) =>
        `@media (min-width: ${minWidth}px) { .swiper:not(.swiper-initialized) .swiper-slide { ${slideWidth(layout)} } }`,
    )}
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
  const layout = { slidesPerView, spaceBetween };
  const widths = Object.entries(breakpoints ?? {})
    .map(([minWidth, at]): [number, Layout] => [
      Number(minWidth),
      { slidesPerView: at.slidesPerView, spaceBetween: at.spaceBetween ?? spaceBetween },
    ])
    .sort(([a], [b]) => a - b);
  return (
    <Region
      className={className}
      role="region"
      aria-label={label}
      aria-roledescription="carousel"
      $layout={layout}
      $breakpoints={widths}
    >
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
