import styled from 'styled-components';

/** A page's content column: the site's width, centred, with the gutter and room below. */
export const Page = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.layout.gutter} ${theme.space.xxxl}`};
`;
