import styled from 'styled-components';
import { SelectorContent } from '../parts';

/**
 * --rs-chrome is the popup height that is not the list (margins, title, tabs, search), measured
 * once per optional block; the list takes the rest of the viewport so the popup never scrolls twice.
 */
export const Controls = styled.div`
  --rs-chrome: 290px;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.lg};

  &[data-banner='true'] {
    --rs-chrome: 434px;
  }
  &[data-states='true'] {
    --rs-chrome: 376px;
  }
  &[data-banner='true'][data-states='true'] {
    --rs-chrome: 520px;
  }
`;

/** The CMS image is an illustration, so it is contained (never cropped) in a fixed-height band. */
export const Banner = styled.img`
  width: 100%;
  height: 96px;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.brandSoft};

  ${({ theme }) => theme.media.tablet} {
    height: 128px;
  }
`;

export const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * On phones the whole popup scrolls (one scroll, never nested); from tablet up the controls stay
 * put and only the list scrolls. The padding/negative margin pair keeps focus rings unclipped.
 */
export const ScrollingContent = styled(SelectorContent)`
  ${({ theme }) => theme.media.tablet} {
    /* Below 220 px a list is unusable; then the popup scrolls as a whole, as on phones. */
    max-height: clamp(220px, calc(100dvh - var(--rs-chrome)), 640px);
    overflow-y: auto;
    overscroll-behavior: contain;
    padding: ${({ theme }) => theme.space.xs};
    margin: calc(-1 * ${({ theme }) => theme.space.xs});
  }
`;
