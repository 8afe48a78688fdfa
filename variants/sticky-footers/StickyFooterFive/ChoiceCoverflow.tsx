import { Link } from 'react-router';
import styled from 'styled-components';
import { A11y, EffectCoverflow } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/effect-coverflow';
import { cssVars } from '../../../ui/cssVars';
import type { ShopByChoiceSlide } from '../types';

const Region = styled.div`
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.lg};

  .swiper-slide {
    width: 148px;
    height: auto;
  }
`;

const Card = styled.span`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm}
    ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: center;
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadow.md};

  a&:focus-visible {
    outline-offset: -3px;
  }
`;

/** The CMS tint fills the picture box only, so the title stays dark on white whatever the tint. */
const Picture = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radius.md};
  background: var(--choice-color, ${({ theme }) => theme.color.brandSoft});

  img {
    width: 64%;
    height: 64%;
    object-fit: contain;
  }
`;

const Title = styled.span`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

function SlideCard({ slide, onFollow }: { slide: ShopByChoiceSlide; onFollow(): void }) {
  const body = (
    <>
      <Picture style={slide.color === '' ? undefined : cssVars({ '--choice-color': slide.color })}>
        {slide.image !== '' && (
          <img src={slide.image} alt={slide.imageAlt} title={slide.imageTitle || undefined} />
        )}
      </Picture>
      <Title>{slide.title}</Title>
    </>
  );
  if (slide.href === null) return <Card>{body}</Card>;
  return (
    <Card as={Link} to={slide.href} onClick={onFollow}>
      {body}
    </Card>
  );
}

/**
 * Design five's "Shop By Choice" coverflow (spec 2.10): the middle slide faces the shopper, its
 * neighbours turn away. Starts on the middle slide so both sides show a neighbour.
 */
export function ChoiceCoverflow({
  label,
  slides,
  onFollow,
}: {
  label: string;
  slides: readonly ShopByChoiceSlide[];
  onFollow(): void;
}) {
  return (
    <Region role="region" aria-label={label} aria-roledescription="carousel">
      <Swiper
        modules={[A11y, EffectCoverflow]}
        effect="coverflow"
        slidesPerView="auto"
        centeredSlides
        initialSlide={Math.floor((slides.length - 1) / 2)}
        coverflowEffect={{ rotate: 28, stretch: 0, depth: 120, modifier: 1, slideShadows: false }}
        a11y={{ enabled: true, slideRole: 'group' }}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={`${slide.title}-${index}`}>
            <SlideCard slide={slide} onFollow={onFollow} />
          </SwiperSlide>
        ))}
      </Swiper>
    </Region>
  );
}
