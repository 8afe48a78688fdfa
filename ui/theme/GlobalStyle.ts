import { createGlobalStyle } from 'styled-components';
import { theme } from './theme';
import './base.css';

/**
 * The theme's part of the document's base rules (base.css has the rest). Only selectors that
 * match one element, and values taken from the theme module rather than from ThemeProvider: an
 * interpolation-free global style is static, so styled-components keeps the rules the server
 * rendered instead of deleting and re-adding them as the page hydrates, which would restyle every
 * element (they inherit these values; that costs blocking time). There is one theme.
 */
export const GlobalStyle = createGlobalStyle`
  :root { --focus-ring: ${theme.color.focus}; }
  body {
    margin: 0;
    font-family: ${theme.font.family};
    font-size: ${theme.font.size.md};
    line-height: 1.5;
    color: ${theme.color.ink};
    background: ${theme.color.surface};
    -webkit-font-smoothing: antialiased;
  }
`;
