import styled from 'styled-components';

export const Section = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space.xxxl};
  }
`;

export const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.xl};
`;

/** A section after the page's main content, e.g. related products under the product. */
export const After = styled.section`
  margin-top: ${({ theme }) => theme.space.xxxl};
`;
