import styled from 'styled-components';
import { CentreAction, edgeBar, FooterItem, reserveOf, SlotList, stackedItem } from '../parts';

const BAR = '64px';
/** Radius of the notch cut into the bar's top edge around the centre button. */
const NOTCH = '38px';

export const Reserve = reserveOf(BAR);

/**
 * A transparent circle cut out of the bar's top centre holds the More button; drop-shadow (not
 * box-shadow) follows the cut so the notch keeps its shade.
 */
export const Bar = styled.nav`
  ${edgeBar}
  background: radial-gradient(
    circle at 50% 0,
    transparent ${NOTCH},
    ${({ theme }) => theme.color.surface} calc(${NOTCH} + 1px)
  );
  filter: drop-shadow(0 -3px 10px rgba(16, 24, 40, 0.1));
`;

export const List = styled(SlotList)`
  height: ${BAR};
  max-width: 520px;
  margin: 0 auto;
`;

export const Item = styled(FooterItem)`
  ${stackedItem}
  gap: 5px;
  padding-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1.2;

  &[data-active='true'],
  &[aria-busy='true'] {
    color: ${({ theme }) => theme.color.brand};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }

  /* A dot under the label marks the current item beyond colour alone. */
  &::after {
    content: '';
    width: 5px;
    height: 5px;
    border-radius: 50%;
    background: transparent;
  }
  &[data-active='true']::after {
    background: currentColor;
  }
`;

export const Centre = styled(CentreAction)`
  ${stackedItem}
  /* From the bottom, so its label lines up with the items' while the button rises above the bar. */
  justify-content: flex-end;
  gap: 3px;
  padding-bottom: 9px;
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.2;
`;

/** Sits in the notch, half above the bar. */
export const Fab = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 60px;
  height: 60px;
  margin-top: -34px;
  border-radius: 50%;
  background: linear-gradient(
    145deg,
    ${({ theme }) => theme.color.brand},
    ${({ theme }) => theme.color.brandStrong}
  );
  color: ${({ theme }) => theme.color.onBrand};
  box-shadow: 0 6px 14px rgba(21, 82, 55, 0.35);
  --sf-centre-icon: 28px;

  /* CMS images are drawn for light backgrounds: they get a light disc with a brand ring. */
  &[data-image='true'] {
    background: ${({ theme }) => theme.color.surface};
    border: 3px solid ${({ theme }) => theme.color.brand};
  }
`;
