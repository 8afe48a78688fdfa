import styled from 'styled-components';
import { MobileHeaderCms } from '../parts/MobileHeaderCms';

export const Root = styled.header`
  position: relative;
  z-index: ${({ theme }) => theme.z.sticky};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  &[data-sticky='true'] {
    position: sticky;
    top: 0;
  }
`;

/* Below 1024 px the CMS mobile content replaces both desktop rows (spec 2.5). CSS, not a
   media-query hook: no flash on first paint and nothing depends on window size in render. */
export const Mobile = styled(MobileHeaderCms)`
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

export const Desktop = styled.div`
  display: none;
  ${({ theme }) => theme.media.desktop} {
    display: block;
  }
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
