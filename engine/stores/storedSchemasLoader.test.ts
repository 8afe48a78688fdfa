import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from './storage';

// A fresh module registry per test: the loader keeps what it loaded for the page's lifetime.
beforeEach(() => vi.resetModules());

describe('stored schemas, loaded only when there is something stored', () => {
  it('makes stores over empty storage without loading them (a first visit: no zod)', async () => {
    const { createStoredStores } = await import('./createStores');
    const { storedSchemas } = await import('./storedSchemasLoader');
    const stores = await createStoredStores({}, { storage: createMemoryStorage() });
    expect(stores.cart.cartList).toEqual([]);
    expect(() => storedSchemas()).toThrow(/before loadStoredSchemas/);
  });

  it('loads them before reading a stored value', async () => {
    const { createStoredStores } = await import('./createStores');
    const { storedSchemas } = await import('./storedSchemasLoader');
    const storage = createMemoryStorage({ provider: JSON.stringify('pos') });
    const stores = await createStoredStores({}, { storage });
    expect(stores.storeContext.provider).toBe('pos');
    expect(storedSchemas().provider).toBeDefined();
  });

  it("defers another tab's write until they are loaded, then reads at once", async () => {
    const { withStoredSchemas } = await import('./storedSchemasLoader');
    const reads: string[] = [];
    withStoredSchemas(() => reads.push('deferred'));
    expect(reads).toEqual([]);
    await vi.waitFor(() => expect(reads).toEqual(['deferred']));
    withStoredSchemas(() => reads.push('at once'));
    expect(reads).toEqual(['deferred', 'at once']);
  });
});
