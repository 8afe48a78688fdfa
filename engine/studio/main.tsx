/** The studio's own entry (studio.html, served at /__studio in the embedded default only). */
import '../../schemas/zodWithoutEval';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '../../ui/theme';
import '../../ui/theme/fonts';
import { createQueryClient } from '../api/queryClient';
import { StudioApp } from './StudioApp';

// The studio's own reads (the preview session's events); the frames have theirs.
const queryClient = createQueryClient();

const root = document.getElementById('studio');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <QueryClientProvider client={queryClient}>
          <StudioApp />
        </QueryClientProvider>
      </ThemeProvider>
    </StrictMode>,
  );
}
