import styled from 'styled-components';
import { CentreAction, edgeBar, FooterItem, reserveOf, SlotList, stackedItem } from '../parts';

const BAR = '64px';

export const Reserve = reserveOf(BAR);

/** The whole bar in the brand colour, like a printed band across the bottom. */
export const Bar = styled.nav`
  ${edgeBar}
  background: ${({ theme }) => theme.color.brandStrong};

  [data-testid='cart-badge'] {
    border-color: ${({ theme }) => theme.color.brandStrong};
  }
`;

export const List = styled(SlotList)`
  height: ${BAR};
  max-width: 600px;
  margin: 0 auto;
  padding: 7px ${({ theme }) => theme.space.xs};
  gap: ${({ theme }) => theme.space.xs};
`;

export const Item = styled(FooterItem)`
  ${stackedItem}
  gap: 3px;
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.onBrand};
  font-size: 0.6875rem;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1.2;

  /* CMS images are drawn dark for light bars: white on the band, in colour on the white tab. */
  [data-glyph] img {
    filter: brightness(0) invert(1);
  }

  @media (hover: hover) {
    &:hover {
      background: rgba(255, 255, 255, 0.12);
    }
  }

  /* The current item is a white tab cut out of the band. */
  &[data-active='true'],
  &[data-active='true']:hover {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.brandStrong};
    font-weight: ${({ theme }) => theme.font.weight.bold};

    [data-glyph] img {
      filter: none;
    }
  }

  &:focus-visible {
    outline-color: ${({ theme }) => theme.color.accent};
    outline-offset: -3px;
  }
`;

export const Centre = styled(CentreAction)`
  ${stackedItem}
  gap: 3px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.ink};
  font-size: 0.6875rem;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.2;
`;
