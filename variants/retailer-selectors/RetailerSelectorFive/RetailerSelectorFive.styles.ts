import styled from 'styled-components';
import { SelectorContent } from '../parts';

/** One column on phones; from tablet up a fixed side column beside the list. */
export const Split = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.tablet} {
    &[data-rail='true'] {
      grid-template-columns: 260px minmax(0, 1fr);
      align-items: start;
      gap: ${({ theme }) => theme.space.xl};
    }
  }
  ${({ theme }) => theme.media.desktop} {
    &[data-rail='true'] {
      grid-template-columns: 300px minmax(0, 1fr);
    }
  }
`;

export const Rail = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

/** The CMS image is an illustration: contained, never cropped. Decorative. */
export const Illustration = styled.img`
  width: 100%;
  height: 88px;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.brandSoft};

  ${({ theme }) => theme.media.tablet} {
    height: 140px;
  }
`;

export const ListColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

/**
 * From tablet up only the list scrolls, filling the popup's height (its title, description,
 * search and margins take about 250 px); below 260 px the popup scrolls as a whole, as on
 * phones. The padding/negative margin pair keeps focus rings unclipped.
 */
export const StoreScroll = styled(SelectorContent)`
  ${({ theme }) => theme.media.tablet} {
    max-height: clamp(260px, calc(100dvh - 250px), 720px);
    overflow-y: auto;
    overscroll-behavior: contain;
    padding: ${({ theme }) => theme.space.xs};
    margin: calc(-1 * ${({ theme }) => theme.space.xs});
  }
`;
