import styled from 'styled-components';
import { CentreAction, edgeBar, FooterItem, reserveOf, SlotList, stackedItem } from '../parts';

const BAR = '62px';
/** Inactive items on the dark bar: light grey, well above 4.5:1 on ink. */
const MUTED = 'rgba(255, 255, 255, 0.74)';

export const Reserve = reserveOf(BAR);

export const Bar = styled.nav`
  ${edgeBar}
  background: ${({ theme }) => theme.color.ink};
  box-shadow: 0 -2px 14px rgba(0, 0, 0, 0.25);

  /* CMS images are drawn dark for light bars: shown white here. */
  [data-glyph] img {
    filter: brightness(0) invert(1);
  }

  /* The badge turns to the accent with dark text, the bar's one spot of colour besides the active item. */
  [data-testid='cart-badge'] {
    border-color: ${({ theme }) => theme.color.ink};
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.ink};
  }
`;

export const List = styled(SlotList)`
  height: ${BAR};
  max-width: 600px;
  margin: 0 auto;
`;

export const Item = styled(FooterItem)`
  ${stackedItem}
  gap: 5px;
  color: ${MUTED};
  font-size: 0.6875rem;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  letter-spacing: 0.01em;
  line-height: 1.2;

  @media (hover: hover) {
    &:hover {
      color: ${({ theme }) => theme.color.onBrand};
    }
  }

  &[data-active='true'],
  &[aria-busy='true'] {
    color: ${({ theme }) => theme.color.accent};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }

  /* An accent line on the top edge marks the current item beyond colour alone. */
  &[data-active='true']::before {
    content: '';
    position: absolute;
    top: 0;
    left: 22%;
    right: 22%;
    height: 3px;
    border-radius: 0 0 3px 3px;
    background: ${({ theme }) => theme.color.accent};
  }
`;

export const Centre = styled(CentreAction)`
  ${stackedItem}
  gap: 5px;
  color: ${({ theme }) => theme.color.onBrand};
  font-size: 0.6875rem;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.2;
`;

export const CentreRing = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 24px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.ink};
  --sf-centre-icon: 18px;
`;
