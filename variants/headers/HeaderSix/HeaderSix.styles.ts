import styled from 'styled-components';
import { hiddenOnDesktop } from '../parts/headerFrame';
import { MobileStoreFirst } from './MobileStoreFirst';

export const Mobile = styled(MobileStoreFirst)`
  ${hiddenOnDesktop}
`;

/* The store card gets a generous fixed track so it reads as the row's primary element; the
   logo is deliberately smaller than in the classic header. */
export const TopRow = styled.div`
  display: grid;
  grid-template-columns: auto minmax(280px, 360px) minmax(200px, 1fr) auto auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  --logo-height: 34px;
  --logo-max-width: 132px;
  &[data-store-area='false'] {
    grid-template-columns: auto minmax(240px, 1fr) auto auto;
  }
  ${({ theme }) => theme.media.wide} {
    gap: ${({ theme }) => theme.space.xl};
  }
`;

/* A hairline between the small logo and the store card, so the card reads as its own block. */
export const LogoCell = styled.div`
  display: flex;
  align-items: center;
  align-self: stretch;
  padding-right: ${({ theme }) => theme.space.lg};
  border-right: 1px solid ${({ theme }) => theme.color.border};
  ${({ theme }) => theme.media.wide} {
    padding-right: ${({ theme }) => theme.space.xl};
  }
  [data-store-area='false'] > & {
    padding-right: 0;
    border-right: 0;
  }
`;
