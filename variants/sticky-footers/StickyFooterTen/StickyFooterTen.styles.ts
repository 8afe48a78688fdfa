import styled from 'styled-components';
import {
  CentreAction,
  fixedBar,
  FooterItem,
  ItemLabel,
  itemReset,
  reserveOf,
  SAFE_BOTTOM,
  SlotList,
} from '../parts';

const DOCK = '58px';
const GAP = '14px';

export const Reserve = reserveOf(`calc(${DOCK} + ${GAP})`);

/** Full width but see-through: only the dock inside it is drawn. */
export const Bar = styled.nav`
  ${fixedBar}
  display: flex;
  justify-content: center;
  bottom: calc(${GAP} + ${SAFE_BOTTOM});
  padding: 0 ${({ theme }) => theme.space.md};
  pointer-events: none;
`;

/** A dark pill that sizes to its items, centred like a phone's dock. */
export const Dock = styled(SlotList)`
  align-items: center;
  gap: 2px;
  max-width: 100%;
  height: ${DOCK};
  padding: 6px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.ink};
  box-shadow: 0 10px 28px rgba(12, 14, 18, 0.32);
  pointer-events: auto;

  [data-testid='cart-badge'] {
    border-color: ${({ theme }) => theme.color.ink};
  }
`;

export const DockSlot = styled.li`
  display: flex;
  min-width: 0;
`;

/**
 * Icon-only until current: the current item opens into a white pill with its label. The label of
 * the others stays in the accessibility tree, only visually collapsed.
 */
export const Item = styled(FooterItem)`
  ${itemReset}
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  height: 46px;
  min-width: 46px;
  padding: 0 11px;
  border-radius: ${({ theme }) => theme.radius.pill};
  color: rgba(255, 255, 255, 0.8);
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  transition: background-color ${({ theme }) => theme.motion.base} ease-out;

  [data-glyph] img {
    filter: brightness(0) invert(1);
  }

  &:not([data-active='true']) ${ItemLabel} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }

  @media (hover: hover) {
    &:hover {
      background: rgba(255, 255, 255, 0.12);
      color: ${({ theme }) => theme.color.onBrand};
    }
  }

  &[data-active='true'],
  &[data-active='true']:hover {
    max-width: 132px;
    padding: 0 ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};

    [data-glyph] img {
      filter: none;
    }
  }

  &:focus-visible {
    outline-color: ${({ theme }) => theme.color.accent};
    outline-offset: 2px;
  }
`;

/** The accent circle in the dock: the one bright thing in it. */
export const Centre = styled(CentreAction)`
  ${itemReset}
  align-items: center;
  justify-content: center;
  width: 46px;
  height: 46px;
  margin: 0 ${({ theme }) => theme.space.xs};
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.ink};

  &:focus-visible {
    outline-color: ${({ theme }) => theme.color.surface};
    outline-offset: 2px;
  }
`;
