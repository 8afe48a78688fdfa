import styled from 'styled-components';
import { CentreAction, edgeBar, FooterItem, reserveOf, SlotList, stackedItem } from '../parts';

const BAR = '68px';

export const Reserve = reserveOf(BAR);

export const Bar = styled.nav`
  ${edgeBar}
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

export const List = styled(SlotList)`
  height: ${BAR};
  max-width: 600px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.xs};
`;

/** The active item's icon sits in a soft brand pill; the pill grows in from the icon's width. */
export const Pill = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 30px;
  border-radius: ${({ theme }) => theme.radius.pill};
  transition: background-color ${({ theme }) => theme.motion.base} ease-out;
`;

export const Item = styled(FooterItem)`
  ${stackedItem}
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1.2;

  &[data-active='true'],
  &[aria-busy='true'] {
    color: ${({ theme }) => theme.color.ink};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }

  &[data-active='true'] ${Pill} {
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brandStrong};
  }

  @media (hover: hover) {
    &:hover ${Pill} {
      background: ${({ theme }) => theme.color.surfaceSunken};
    }
    &[data-active='true']:hover ${Pill} {
      background: ${({ theme }) => theme.color.brandSoft};
    }
  }
`;

/** A plain item-sized slot when a centre button is given: a search glyph in an outlined pill. */
export const Centre = styled(CentreAction)`
  ${stackedItem}
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.2;

  ${Pill} {
    border: 1.5px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
  }
`;
