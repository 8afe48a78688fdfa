/** The hero's carousel: its own chunk, so a one-picture banner never downloads Swiper. */
import { useState } from 'react';
import { ArrowLeftIcon, ChevronRightIcon } from '../../../ui/Icon';
import { Slider, type SliderControls } from '../../../ui/Slider';
import { ArrowButton, useSliderEdges } from '../parts/CarouselArrows';
import type { HeroBannerProps } from '../types';
import * as S from './HeroBanner.styles';
import { HeroSlide } from './HeroSlide';

export default function HeroCarousel({ slides, label }: HeroBannerProps) {
  const [controls, setControls] = useState<SliderControls | null>(null);
  const edges = useSliderEdges(controls);
  return (
    <>
      <Slider label={`${label} slides`} slidesPerView={1} spaceBetween={0} onReady={setControls}>
        {slides.map((slide, index) => (
          <HeroSlide key={`${index}-${slide.image.src}`} slide={slide} priority={index === 0} />
        ))}
      </Slider>
      <S.Controls>
        <span aria-live="polite">
          {edges.index + 1} of {slides.length}
        </span>
        <ArrowButton
          type="button"
          aria-label="Previous slide"
          disabled={edges.atStart}
          onClick={() => controls?.previous()}
        >
          <ArrowLeftIcon size={18} />
        </ArrowButton>
        <ArrowButton
          type="button"
          aria-label="Next slide"
          disabled={edges.atEnd}
          onClick={() => controls?.next()}
        >
          <ChevronRightIcon size={18} />
        </ArrowButton>
      </S.Controls>
    </>
  );
}
