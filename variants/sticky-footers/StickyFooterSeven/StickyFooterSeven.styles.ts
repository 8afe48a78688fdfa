import styled from 'styled-components';
import {
  CentreAction,
  edgeBar,
  FooterItem,
  itemReset,
  reserveOf,
  SlotList,
  stackedItem,
} from '../parts';

const BAR = '66px';

export const Reserve = reserveOf(BAR);

/** Rounded top corners lift the bar off the page like a resting card. */
export const Bar = styled.nav`
  ${edgeBar}
  border-radius: 22px 22px 0 0;
  background: ${({ theme }) => theme.color.surface};
  box-shadow: 0 -6px 24px rgba(16, 24, 40, 0.14);
`;

export const List = styled(SlotList)`
  height: ${BAR};
  max-width: 560px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.sm};
`;

export const Item = styled(FooterItem)`
  ${stackedItem}
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1.2;

  &[data-active='true'],
  &[aria-busy='true'] {
    color: ${({ theme }) => theme.color.ink};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }

  /* A bar on the bottom edge marks the current item. */
  &[data-active='true']::after {
    content: '';
    position: absolute;
    bottom: 0;
    left: 50%;
    width: 22px;
    height: 3px;
    border-radius: 3px 3px 0 0;
    background: ${({ theme }) => theme.color.brand};
    transform: translateX(-50%);
  }
`;

/** The centre slot is wider: it holds the pill with its text beside the icon. */
export const CentreSlot = styled.li`
  display: flex;
  flex: 1.5 1 0;
  align-items: center;
  justify-content: center;
  min-width: 0;
`;

/** A dark pill with icon and text side by side, standing out from the light bar. */
export const Centre = styled(CentreAction)`
  ${itemReset}
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 100%;
  height: 44px;
  padding: 0 ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.onBrand};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  box-shadow: ${({ theme }) => theme.shadow.md};

  &:focus-visible {
    outline-offset: 2px;
  }
`;

/** CMS images are drawn for light backgrounds, so the icon sits on a light disc. */
export const CentreDisc = styled.span`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 30px;
  height: 30px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  --sf-centre-icon: 18px;
`;
