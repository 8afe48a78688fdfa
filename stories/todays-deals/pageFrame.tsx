import type { Decorator } from '@storybook/react-vite';
import styled from 'styled-components';

/** The section sits in a page column (max width and gutters), as on the home page. */
const Column = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.layout.gutter};
`;

export const pageFrame: Decorator = (Story) => (
  <Column>
    <Story />
  </Column>
);
