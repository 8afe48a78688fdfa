import styled from 'styled-components';
import {
  CentreAction,
  fixedBar,
  FooterItem,
  itemReset,
  reserveOf,
  SAFE_BOTTOM,
  SlotList,
  stackedItem,
} from '../parts';

const BAR = '62px';
const GAP = '12px';

/** The bar plus the gap it floats above. */
export const Reserve = reserveOf(`calc(${BAR} + ${GAP})`);

/** Detached from the screen edges: a rounded island floating over the page. */
export const Bar = styled.nav`
  ${fixedBar}
  inset-inline: ${GAP};
  bottom: calc(${GAP} + ${SAFE_BOTTOM});
  max-width: 520px;
  margin: 0 auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 24px;
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

export const List = styled(SlotList)`
  height: ${BAR};
  padding: 6px;
  gap: 2px;
`;

export const Item = styled(FooterItem)`
  ${stackedItem}
  gap: 3px;
  border-radius: 18px;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: 0.6875rem;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1.2;

  /* The current item is a filled tile inside the island. */
  &[data-active='true'] {
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brandStrong};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  &[aria-busy='true'] {
    color: ${({ theme }) => theme.color.brandStrong};
  }

  &:focus-visible {
    outline-offset: -2px;
  }
`;

export const CentreSlot = styled.li`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  padding: 0 4px;
`;

/** A brand square in line with the items: search is one tap, not a raised hero. */
export const Centre = styled(CentreAction)`
  ${itemReset}
  align-items: center;
  justify-content: center;
  width: 50px;
  height: 50px;
  border-radius: 16px;
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  box-shadow: 0 4px 10px rgba(31, 111, 74, 0.3);

  &:focus-visible {
    outline-offset: 2px;
  }

  /* CMS images are drawn for light backgrounds. */
  &[data-image='true'] {
    background: ${({ theme }) => theme.color.brandSoft};
    box-shadow: none;
  }
`;
