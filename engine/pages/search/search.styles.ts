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
