import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '../../ui/theme';
import { StoresProvider } from '../stores/StoresProvider';
import type { Stores } from '../stores/createStores';
import { SiteLoader } from '../site/SiteLoader';
import { AppRouter } from './AppRouter';
import type { PreviewControls } from './previewControls';
import { PreviewToolbar } from '../site/PreviewToolbar';

export function App({
  queryClient,
  stores,
  preview,
}: {
  queryClient: QueryClient;
  stores: Stores;
  preview: PreviewControls | null;
  apiBaseUrl: string;
}) {
  // In an effect: the server renders App too, and it has no window or other tabs.
  useEffect(() => stores.listenToOtherTabs(window), [stores]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <QueryClientProvider client={queryClient}>
        <StoresProvider stores={stores}>
          <SiteLoader>
            <AppRouter />
            {preview && <PreviewToolbar preview={preview} />}
          </SiteLoader>
        </StoresProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
