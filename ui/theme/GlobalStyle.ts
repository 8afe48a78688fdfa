import { createGlobalStyle } from 'styled-components';
import './base.css';

/**
 * The theme's part of the document's base rules: only selectors that match one element, so a
 * change to styled-components' sheet does not restyle the whole page (base.css has the rest).
 */
export const GlobalStyle = createGlobalStyle`
  :root { --focus-ring: ${({ theme }) => theme.color.focus}; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: 1.5;
    color: ${({ theme }) => theme.color.ink};
    background: ${({ theme }) => theme.color.surface};
    -webkit-font-smoothing: antialiased;
  }
`;
