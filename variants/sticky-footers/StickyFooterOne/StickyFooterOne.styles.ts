import styled, { css } from 'styled-components';
import { CentreAction, edgeBar, FooterItem, reserveOf, SlotList } from '../parts';

/** Bar height above the safe area; the reserve keeps the same space in the page flow. */
const BAR_HEIGHT = '64px';

export const Reserve = reserveOf(BAR_HEIGHT);

export const Bar = styled.nav`
  ${edgeBar}
  background: ${({ theme }) => theme.color.surface};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: 0 -4px 16px rgba(16, 24, 40, 0.08);
`;

/** Capped width: on a tablet five slots across 768 px would scatter the targets. */
export const List = styled(SlotList)`
  height: ${BAR_HEIGHT};
  max-width: 560px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.xs};
`;

const itemStyles = css`
  position: relative;
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  /* Bottom-aligned, so every label shares the centre button's baseline. */
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xxs}
    ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;

  /* Inside the bar, so the ring is not clipped by the screen edge. */
  &:focus-visible {
    outline-offset: -3px;
  }

  @media (hover: hover) {
    &:hover {
      color: ${({ theme }) => theme.color.ink};
    }
  }

  &[data-active='true'],
  &[aria-busy='true'] {
    color: ${({ theme }) => theme.color.brand};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }

  /* A short bar on the top edge marks the current item beyond colour alone. */
  &[data-active='true']::before {
    content: '';
    position: absolute;
    top: 0;
    left: 50%;
    width: 28px;
    height: 3px;
    border-radius: 0 0 3px 3px;
    background: currentColor;
    transform: translateX(-50%);
  }
`;

export const Item = styled(FooterItem)`
  ${itemStyles}
`;

export const Centre = styled(CentreAction)`
  ${itemStyles}
  color: ${({ theme }) => theme.color.ink};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** Raised above the bar's top edge, ringed in the bar colour so it reads as cut out of it. */
export const Circle = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 54px;
  height: 54px;
  margin-top: -30px;
  border: 4px solid ${({ theme }) => theme.color.surface};
  border-radius: 50%;
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  box-shadow: 0 4px 12px rgba(31, 111, 74, 0.35);

  /* CMS images are drawn for light backgrounds (like the bar's), so they get a light circle. */
  &[data-image='true'] {
    background: ${({ theme }) => theme.color.brandSoft};
    box-shadow: 0 4px 12px rgba(16, 24, 40, 0.16);
  }

  img {
    width: 24px;
    height: 24px;
    object-fit: contain;
  }

  ${Centre}:active &[data-image='false'] {
    background: ${({ theme }) => theme.color.brandStrong};
  }
`;
