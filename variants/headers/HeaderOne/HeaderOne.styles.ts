import styled from 'styled-components';
import { hiddenOnDesktop } from '../parts/headerFrame';
import { MobileHeaderCms } from '../parts/MobileHeaderCms';

export const Mobile = styled(MobileHeaderCms)`
  ${hiddenOnDesktop}
`;

export const TopRow = styled.div`
  display: grid;
  grid-template-columns: auto minmax(160px, 220px) minmax(240px, 1fr) auto auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  --logo-height: 44px;
  --logo-max-width: 180px;
  /* Without a store area the search takes its column. */
  &[data-store-area='false'] {
    grid-template-columns: auto minmax(240px, 1fr) auto auto;
  }
  ${({ theme }) => theme.media.wide} {
    gap: ${({ theme }) => theme.space.xl};
  }
`;
