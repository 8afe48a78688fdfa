/** The studio's own entry (studio.html, served at /__studio in the embedded default only). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '../../ui/theme';
import '../../ui/theme/fonts';
import { DEFAULT_SHOPPER, storeShopper } from './shopperState';
import { StudioApp } from './StudioApp';

const root = document.getElementById('studio');
if (root) {
  // The frames start as the picker says: a guest with no store.
  storeShopper(window.localStorage, DEFAULT_SHOPPER);
  createRoot(root).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <StudioApp />
      </ThemeProvider>
    </StrictMode>,
  );
}
