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

const BAR = '64px';

export const Reserve = reserveOf(BAR);

export const Bar = styled.nav`
  ${edgeBar}
  background: ${({ theme }) => theme.color.surface};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: 0 -4px 14px rgba(16, 24, 40, 0.06);
`;

export const List = styled(SlotList)`
  height: ${BAR};
  max-width: 600px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.xs};
`;

/** The icon's disc: filled brand behind the current item's icon. */
export const Disc = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 34px;
  height: 34px;
  border-radius: 50%;
`;

export const Item = styled(FooterItem)`
  ${stackedItem}
  gap: 1px;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: 0.6875rem;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1.2;

  &[data-active='true'],
  &[aria-busy='true'] {
    color: ${({ theme }) => theme.color.brandStrong};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }

  &[data-active='true'] ${Disc} {
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.onBrand};

    /* CMS images are drawn dark for light bars: white on the filled disc. */
    img {
      filter: brightness(0) invert(1);
    }
  }
`;

/** The centre slot is the widest: it reads as a search field in the middle of the bar. */
export const CentreSlot = styled.li`
  display: flex;
  flex: 2.1 1 0;
  align-items: center;
  min-width: 0;
  padding: 0 ${({ theme }) => theme.space.xs};
`;

export const Centre = styled(CentreAction)`
  ${itemReset}
  flex: 1;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  height: 42px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: left;
  --sf-centre-icon: 20px;

  svg,
  img {
    flex: none;
    color: ${({ theme }) => theme.color.brand};
  }

  &:focus-visible {
    outline-offset: 2px;
  }
`;
