import { expect, it } from 'vitest';
import { createStoredStores } from './createStores';
import {
  browserSessionStorage,
  browserStorage,
  createMemoryStorage,
  isolatePageStorage,
  pageStorageIsolated,
} from './storage';

// Its own file: isolating is for the whole page (module state), as in a studio preview frame.
it('an isolated page reads and writes only its own storage, never the browser-wide one', async () => {
  const local = createMemoryStorage({ sessionHandle: JSON.stringify('preview-token') });
  const session = createMemoryStorage();
  expect(pageStorageIsolated()).toBe(false);
  isolatePageStorage(local, session);
  expect(pageStorageIsolated()).toBe(true);
  expect(browserStorage()).toBe(local);
  expect(browserSessionStorage()).toBe(session);
  const stores = await createStoredStores(undefined, {
    storage: browserStorage(),
    sessionStorage: browserSessionStorage(),
  });
  expect(stores.session.sessionHandle).toBe('preview-token');
  stores.dispose();
});
