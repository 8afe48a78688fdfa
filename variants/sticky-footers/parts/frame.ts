import styled, { css } from 'styled-components';

/** The phone's home-indicator inset, kept clear below every bar. */
export const SAFE_BOTTOM = 'env(safe-area-inset-bottom, 0px)';

/**
 * The bar's in-flow placeholder: the page gets bottom space equal to the bar (each design sets
 * --sf-reserve), so the last content is never covered and auto-hiding does not make it jump.
 * From the desktop breakpoint the full header and footer take over: nothing renders.
 */
export const Reserve = styled.div`
  height: calc(var(--sf-reserve, 64px) + ${SAFE_BOTTOM});

  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

/** A design's placeholder, as tall as its bar plus any gap the bar floats above. */
export function reserveOf(height: string) {
  return styled(Reserve)`
    --sf-reserve: ${height};
  `;
}

/**
 * Fixed to the bottom edge; slides out when auto-hidden, then leaves the accessibility tree and
 * the tab order once the slide has finished.
 */
export const fixedBar = css`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.z.sticky};
  transition: transform ${({ theme }) => theme.motion.base} ease-out;

  &[data-hidden='true'] {
    transform: translateY(calc(100% + 32px));
    visibility: hidden;
    transition:
      transform ${({ theme }) => theme.motion.base} ease-in,
      visibility 0s linear ${({ theme }) => theme.motion.base};
  }
`;

/** A bar along the bottom edge: its background runs on under the home indicator. */
export const edgeBar = css`
  ${fixedBar}
  padding-bottom: ${SAFE_BOTTOM};
`;

/** The shared reset of every item link and button: designs only add their look. */
export const itemReset = css`
  position: relative;
  display: flex;
  min-width: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-decoration: none;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;

  /* Inside the bar, so the ring is not clipped by the screen edge. */
  &:focus-visible {
    outline-offset: -3px;
  }
`;

/** An item that stacks its glyph over its label, centred in an even share of the bar. */
export const stackedItem = css`
  ${itemReset}
  flex: 1;
  flex-direction: column;
  align-items: center;
  justify-content: center;
`;

/** A label that shortens with an ellipsis instead of pushing its neighbours. */
export const labelText = css`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** An item's or the centre's label, one line at most. */
export const ItemLabel = styled.span`
  ${labelText}
`;

/** Bare list of slots; designs set height and spacing. */
export const SlotList = styled.ul`
  display: flex;
  align-items: stretch;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Slot = styled.li`
  display: flex;
  flex: 1 1 0;
  min-width: 0;
`;
