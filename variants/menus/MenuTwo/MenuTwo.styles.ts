import styled from 'styled-components';

/* The tab bar stays in reach while a long tab scrolls under it. */
export const TabBar = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  background: ${({ theme }) => theme.color.surface};
`;

export const Panel = styled.div`
  padding: ${({ theme }) => theme.space.lg};
`;
