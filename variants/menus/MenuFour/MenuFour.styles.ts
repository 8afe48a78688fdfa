import styled from 'styled-components';

export const Tabs = styled.div`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg} 0;
`;

/* One height for every tab: the sheet must not jump as the shopper switches between them. */
export const Panel = styled.div`
  height: min(60dvh, 520px);
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space.lg};
`;

export const Group = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space.xl};
  }
`;
