/**
 * Previous/next buttons for a ui/Slider, drawn in a section's head row from 768 px (phones
 * swipe). Hidden while everything fits; each end's button is disabled when the slider is there.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ArrowLeftIcon, ChevronRightIcon } from '../../../ui/Icon';
import type { SliderControls, SliderEdges } from '../../../ui/carouselControls';

const Arrows = styled.div`
  display: none;
  gap: ${({ theme }) => theme.space.xs};

  ${({ theme }) => theme.media.tablet} {
    display: flex;
  }
  &[data-scrollable='false'] {
    display: none;
  }
`;

export const ArrowButton = styled.button`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.inkSubtle};
  }
  &:disabled {
    color: ${({ theme }) => theme.color.inkSubtle};
    cursor: default;
    opacity: 0.6;
  }
`;

const START: SliderEdges = { atStart: true, atEnd: false, scrollable: false, index: 0 };

/** Where the slider stands, kept in state for the buttons. */
export function useSliderEdges(controls: SliderControls | null): SliderEdges {
  const [edges, setEdges] = useState<SliderEdges>(START);
  useEffect(() => controls?.onEdges(setEdges), [controls]);
  return edges;
}

export type CarouselArrowsProps = {
  controls: SliderControls | null;
  /** What the buttons page through, e.g. "products": "Previous products". */
  what: string;
};

export function CarouselArrows({ controls, what }: CarouselArrowsProps) {
  const edges = useSliderEdges(controls);
  return (
    <Arrows data-scrollable={edges.scrollable}>
      <ArrowButton
        type="button"
        aria-label={`Previous ${what}`}
        disabled={edges.atStart}
        onClick={() => controls?.previous()}
      >
        <ArrowLeftIcon size={18} />
      </ArrowButton>
      <ArrowButton
        type="button"
        aria-label={`Next ${what}`}
        disabled={edges.atEnd}
        onClick={() => controls?.next()}
      >
        <ChevronRightIcon size={18} />
      </ArrowButton>
    </Arrows>
  );
}
