import { createRoot, hydrateRoot } from 'react-dom/client';
import { StrictMode, startTransition, type ComponentType } from 'react';
import { createQueryClient } from '../api/queryClient';
import { API_BASE_URL, IS_MOCKED } from '../api/config';
import { createStores, createStoredStores } from '../stores/createStores';
import { browserSessionStorage, browserStorage } from '../stores/storage';
import type { PreviewControls } from '../site/previewControls';
import { isSectionLeftToBrowser } from '../hydration/sectionLeftToBrowser';
import { readServerRender } from './serverRender';
import { prepareHydration } from './serverState';
import { adoptServerStyles } from './serverStyles';
import { App } from './App';
import '../../ui/theme/fonts';

/** The production server (server/) marks its HTML when it serves the mock API over HTTP. */
const mockServedOverHttp = () =>
  document.querySelector('meta[name="storefront-mock"]')?.getAttribute('content') === 'http';

/** Starts the storefront. A mocked build (STOREFRONT_MODE) first connects the embedded mock backend:
 * over HTTP when the production server serves it, else MSW in the browser. Both are loaded lazily,
 * so none of it is in the entry chunk of a real deployment. */
export async function bootstrap(container: HTMLElement): Promise<void> {
  let preview: PreviewControls | null = null;
  // The toolbar comes with the mock backend's chunk: never part of a real deployment.
  let Toolbar: ComponentType<{ preview: PreviewControls }> | null = null;
  if (IS_MOCKED && mockServedOverHttp()) {
    const { startHttpMockedMode, PreviewToolbar } = await import('./httpMockedMode');
    preview = startHttpMockedMode();
    Toolbar = PreviewToolbar;
  } else if (IS_MOCKED) {
    const { startMockedModeOrExplain } = await import('./mockedModeStart');
    const started = await startMockedModeOrExplain(container);
    if (started === null) return;
    ({ preview, Toolbar } = started);
  }
  const queryClient = createQueryClient();
  // A studio preview frame shows the studio's document, without the toolbar over it.
  if (preview?.joinStudio && (await preview.joinStudio(queryClient))) preview = null;
  // Server-rendered HTML (npm start) is hydrated: the first render must match it, so stored
  // values (cart, store, session) come in only after hydration (App swaps the stores).
  const server = container.firstElementChild === null ? null : readServerRender();
  const hydrating = server !== null;
  if (server) {
    // Before anything renders: styled-components must know the server's classes (serverStyles).
    adoptServerStyles(document.head);
    await prepareHydration(queryClient, server);
  }
  const storage = browserStorage();
  // Hydrating, the first stores hold what the server rendered: the store its cookie names.
  const selection = server?.storeSelection ?? null;
  const stores = hydrating
    ? createStores(selection ? { storeContext: selection } : {}, { sessionKnown: false })
    : await createStoredStores(undefined, { storage, sessionStorage: browserSessionStorage() });
  const app = (
    <StrictMode>
      <App
        queryClient={queryClient}
        stores={stores}
        storedAfterHydration={hydrating ? storage : null}
        hydrating={hydrating}
        serverNow={server?.now ?? null}
        clientTools={preview && Toolbar && <Toolbar preview={preview} />}
        apiBaseUrl={API_BASE_URL}
      />
    </StrictMode>
  );
  if (hydrating) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page: a tap or scroll meanwhile is answered (TBT).
    startTransition(() => {
      hydrateRoot(container, app, {
        // React recovers by rendering on the client; saying so keeps a mismatch from going unseen.
        // A section the server stopped waiting for (a slow list) is no mismatch: rendered here.
        onRecoverableError: (error) => {
          if (isSectionLeftToBrowser(error)) return;
          console.error('The server-rendered page did not match the first browser render:', error);
        },
      });
    });
  } else createRoot(container).render(app);
}
