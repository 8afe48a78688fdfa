import styled from 'styled-components';
import { StoreList } from '../../retailer-selectors/parts';

/** A size container: the layout follows the space the host gives, a drawer tab or a page. */
export const Picker = styled.div`
  container: store-picker / inline-size;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

export const Controls = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  @container store-picker (min-width: 560px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    align-items: end;
  }
`;

/** Two card columns from 640 px of room, three from 980 px; each card fills its row's height. */
export const Stores = styled(StoreList)`
  @container store-picker (min-width: 640px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));

    & > li {
      display: grid;
    }
  }
  @container store-picker (min-width: 980px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
