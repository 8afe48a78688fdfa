import styled from 'styled-components';

/** The product details' own columns (1fr 1fr, then 5fr 6fr), under a rule like its description's. */
export const Science = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.xl};
  border-top: 1px solid ${({ theme }) => theme.color.border};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
    gap: ${({ theme }) => theme.space.xxl};
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    gap: ${({ theme }) => theme.space.xxxl};
  }
`;

export const Column = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;
`;
