import styled from 'styled-components';

/** The search pages' own mobile header; from 1024 px the site's desktop header stands alone. */
export const MobileHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.z.sticky};
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

/** The search-page mobile banner's row: below 1024 px only, like the header above it. */
export const MobileBanner = styled.div`
  padding: 0 ${({ theme }) => theme.layout.gutter};
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;
