import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  /* Arial (or its metric twin Liberation Sans) sized to Inter 4's metrics (units 2048, ascender
     1984, descender 494, average width 1.0706 × Arial's): text set in it while Inter loads takes
     the space Inter will, so the swap moves nothing. */
  @font-face {
    font-family: 'Inter Fallback';
    src: local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans');
    size-adjust: 107.06%;
    ascent-override: 90.49%;
    descent-override: 22.56%;
    line-gap-override: 0%;
  }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: 1.5;
    color: ${({ theme }) => theme.color.ink};
    background: ${({ theme }) => theme.color.surface};
    -webkit-font-smoothing: antialiased;
  }
  img, svg { display: block; max-width: 100%; }
  button, input, select, textarea { font: inherit; color: inherit; }
  a { color: inherit; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  /* A popup campaign is open (spec 2.18): the page does not scroll and its footer is hidden. */
  html[data-popup-open] { overflow: hidden; }
  html[data-popup-open] [data-page-footer] { display: none; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
