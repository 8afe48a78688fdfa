import { createRoot } from 'react-dom/client';
import { StrictMode } from 'react';
import { createQueryClient } from '../api/queryClient';
import { API_BASE_URL, IS_MOCKED } from '../api/config';
import { createStores } from '../stores/createStores';
import { browserStorage } from '../stores/storage';
import type { PreviewControls } from './previewControls';
import { App } from './App';
import '../../ui/theme/fonts';

/** Starts the storefront. Without VITE_API_BASE_URL it first starts the embedded mock backend
 * (MSW in the browser), loaded lazily so none of it is in the entry chunk of a real deployment. */
export async function bootstrap(container: HTMLElement): Promise<void> {
  let preview: PreviewControls | null = null;
  if (IS_MOCKED) {
    const { startMockedMode } = await import('./mockedMode');
    preview = await startMockedMode();
  }
  const queryClient = createQueryClient();
  const stores = createStores(undefined, { storage: browserStorage() });
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} stores={stores} preview={preview} apiBaseUrl={API_BASE_URL} />
    </StrictMode>,
  );
}
