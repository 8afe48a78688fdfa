import type { CSSProperties } from 'react';
import { isExternalHref } from '../../../ui/links/classifyHref';
import type { HeroSlideData } from '../types';
import * as S from './HeroBanner.styles';

export type HeroSlideProps = {
  slide: HeroSlideData;
  /** The first slide: the page's LCP element, fetched at once and first (never lazy). */
  priority: boolean;
  /** Without its text panel, e.g. inside the skeleton. */
  pictureOnly?: boolean;
};

const ratio = (slide: HeroSlideData) =>
  ({ '--hero-ratio': `${slide.image.width} / ${slide.image.height}` }) as CSSProperties;

/** One slide: the picture and, when there is any text, its panel with the button. */
export function HeroSlide({ slide, priority, pictureOnly = false }: HeroSlideProps) {
  const hasPanel = slide.heading !== '' || slide.text !== '' || slide.button !== null;
  const { button } = slide;
  return (
    <S.Slide style={ratio(slide)}>
      <S.Media>
        <img
          src={slide.image.src}
          alt={slide.image.alt}
          width={slide.image.width}
          height={slide.image.height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
        />
      </S.Media>
      {hasPanel && !pictureOnly && (
        <S.Panel>
          {slide.heading !== '' && <S.Heading>{slide.heading}</S.Heading>}
          {slide.text !== '' && <S.Text>{slide.text}</S.Text>}
          {button &&
            (isExternalHref(button.href) ? (
              <S.ExternalAction href={button.href} data-variant="primary" data-size="lg">
                {button.label}
              </S.ExternalAction>
            ) : (
              <S.Action to={button.href} data-variant="primary" data-size="lg">
                {button.label}
              </S.Action>
            ))}
        </S.Panel>
      )}
      {hasPanel && pictureOnly && <S.Panel aria-hidden="true" data-placeholder="" />}
    </S.Slide>
  );
}
