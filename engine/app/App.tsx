import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
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
