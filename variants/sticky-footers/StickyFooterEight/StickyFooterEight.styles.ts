import styled from 'styled-components';
import {
  CentreAction,
  edgeBar,
  FooterItem,
  labelText,
  reserveOf,
  SlotList,
  stackedItem,
} from '../parts';

const BAR = '60px';

export const Reserve = reserveOf(BAR);

/** Hairline and no shadow: the quietest bar of the family. */
export const Bar = styled.nav`
  ${edgeBar}
  background: ${({ theme }) => theme.color.surface};
  border-top: 1px solid ${({ theme }) => theme.color.ink};
`;

export const List = styled(SlotList)`
  height: ${BAR};
  max-width: 560px;
  margin: 0 auto;
`;

/** Bottom padding keeps the underline inside the label's clipping box. */
export const Label = styled.span`
  ${labelText}
  padding-bottom: 4px;
`;

/** Small uppercase, letter-spaced labels, as on an editorial site's navigation. */
export const Item = styled(FooterItem)`
  ${stackedItem}
  gap: 3px;
  padding-top: 4px;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: 0.625rem;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.08em;
  line-height: 1.2;
  text-transform: uppercase;

  &[data-active='true'],
  &[aria-busy='true'] {
    color: ${({ theme }) => theme.color.ink};
  }

  /* The current item's label is underlined, like the current link of a printed index. */
  &[data-active='true'] ${Label} {
    text-decoration: underline;
    text-decoration-thickness: 2px;
    text-underline-offset: 3px;
  }
`;

export const Centre = styled(CentreAction)`
  ${stackedItem}
  /* From the bottom, so its label lines up with the items' while the ring rises above the bar. */
  justify-content: flex-end;
  gap: 4px;
  padding-bottom: 9px;
  color: ${({ theme }) => theme.color.ink};
  font-size: 0.625rem;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.08em;
  line-height: 1.2;
  text-transform: uppercase;
`;

/** An outlined ring standing on the bar's top line. */
export const Ring = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 46px;
  height: 46px;
  margin-top: -24px;
  border: 1.5px solid ${({ theme }) => theme.color.ink};
  border-radius: 50%;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};

  ${Centre}:active & {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;
