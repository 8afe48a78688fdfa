import { useId, useState } from 'react';
import styled from 'styled-components';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import type { FooterStoreCarousel } from '../types';
import { storeBandVars } from './cssVars';
import { StoreCard } from './StoreCard';
import { FOOTER_TEXT } from './texts';
import { VisuallyHidden } from './primitives';

/** Spec §9: 6 per view on desktop; fewer on smaller screens so cards stay readable. No autoplay. */
const BREAKPOINTS = {
  768: { slidesPerView: 2, spaceBetween: 16 },
  1024: { slidesPerView: 4, spaceBetween: 16 },
  1280: { slidesPerView: 6, spaceBetween: 16 },
};

/**
 * The CMS-selected stores band under the footer columns (spec 2.11). The engine decides whether it
 * exists (provider profile + enableAdditionalSection); this part only lays the stores out. Real
 * buttons drive the slider so keyboard users can page, and swiper's A11y module moves the slider
 * when a card's link gets focus.
 */
export function StoreCarousel({ carousel }: { carousel: FooterStoreCarousel }) {
  const headingId = useId();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(true);

  // Swiper is the source of truth for its position; mirror just the two flags the buttons need.
  const sync = (instance: SwiperInstance) => {
    setAtStart(instance.isBeginning);
    setAtEnd(instance.isEnd);
  };

  if (carousel.stores.length === 0) return null;
  return (
    <Band style={storeBandVars(carousel.backgroundColor)} aria-labelledby={headingId}>
      <VisuallyHidden as="h2" id={headingId}>
        {FOOTER_TEXT.storesHeading}
      </VisuallyHidden>
      <Swiper
        modules={[A11y]}
        slidesPerView={1.2}
        spaceBetween={12}
        breakpoints={BREAKPOINTS}
        watchSlidesProgress
        a11y={{ slideLabelMessage: '{{index}} of {{slidesLength}}' }}
        onSwiper={(instance) => {
          setSwiper(instance);
          sync(instance);
        }}
        onSlideChange={sync}
        onBreakpoint={sync}
        onResize={sync}
        onReachBeginning={sync}
        onReachEnd={sync}
        onLock={sync}
        onUnlock={sync}
      >
        {carousel.stores.map((store) => (
          <SwiperSlide key={store.id}>
            <StoreCard store={store} />
          </SwiperSlide>
        ))}
      </Swiper>
      <Controls data-hidden={atStart && atEnd}>
        <PageButton
          type="button"
          aria-label={FOOTER_TEXT.previousStores}
          disabled={atStart}
          onClick={() => swiper?.slidePrev()}
        >
          <svg viewBox="0 0 16 16" aria-hidden="true">
            <path d="M10 3.5 5.5 8l4.5 4.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </PageButton>
        <PageButton
          type="button"
          aria-label={FOOTER_TEXT.nextStores}
          disabled={atEnd}
          onClick={() => swiper?.slideNext()}
        >
          <svg viewBox="0 0 16 16" aria-hidden="true">
            <path d="M6 3.5 10.5 8 6 12.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </PageButton>
      </Controls>
    </Band>
  );
}

const Band = styled.section`
  background: var(--footer-stores-bg, transparent);
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.layout.gutter};

  .swiper {
    max-width: ${({ theme }) => theme.layout.maxWidth};
    margin-inline: auto;
  }
  .swiper-slide {
    height: auto;
  }
`;

/* Hidden, not removed, when every store fits: swiper locks then and the buttons would do nothing. */
const Controls = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: ${({ theme }) => theme.space.md} auto 0;

  &[data-hidden='true'] {
    display: none;
  }
`;

const PageButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  cursor: pointer;

  svg {
    width: 16px;
    height: 16px;
  }
  &:disabled {
    opacity: 0.45;
    cursor: default;
  }
`;
