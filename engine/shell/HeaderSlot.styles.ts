import styled from 'styled-components';

/** Which header shows is pure CSS per breakpoint, so resizing never remounts anything. */
export const Slot = styled.div`
  &[data-sticky='true'] {
    position: sticky;
    top: 0;
    z-index: ${({ theme }) => theme.z.sticky};
  }
`;

export const CmsHeader = styled.div`
  @media (max-width: 1023.98px) {
    [data-mobile-kind='compactSearch'] > &,
    [data-mobile-kind='title'] > &,
    [data-mobile-kind='product'] > &,
    [data-mobile-kind='none'] > & {
      display: none;
    }
  }
`;

export const PathHeader = styled.header`
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;
