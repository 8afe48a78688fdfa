/** The studio's own entry (studio.html, served at /__studio in the embedded default only). */
import '../../schemas/zodWithoutEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '../../ui/theme';
import '../../ui/theme/fonts';
import { StudioApp } from './StudioApp';

const root = document.getElementById('studio');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <StudioApp />
      </ThemeProvider>
    </StrictMode>,
  );
}
