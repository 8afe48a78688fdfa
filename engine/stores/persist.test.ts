import { proxy } from 'valtio';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { clearDiagnostics, listDiagnostics } from './diagnosticsLog';
import { persist } from './persist';
import { createMemoryStorage } from './storage';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

type Demo = { provider: string | null; cartList: { id: string; quantity: number }[] };
const ItemsSchema = z.array(z.object({ id: z.string(), quantity: z.number().int().min(1) }));
const ProviderSchema = z.string().nullable();

function demoStore(): Demo {
  return proxy<Demo>({ provider: null, cartList: [] });
}

beforeEach(() => {
  clearDiagnostics();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('persist', () => {
  it('loads a valid stored value on creation', () => {
    const storage = createMemoryStorage({ cartList: JSON.stringify([{ id: 'p1', quantity: 2 }]) });
    const store = demoStore();
    persist(store, 'cartList', () => ItemsSchema, { storage });
    expect(store.cartList).toEqual([{ id: 'p1', quantity: 2 }]);
    expect(listDiagnostics()).toEqual([]);
  });

  it('writes the field when it changes, and removes the key when it becomes null', async () => {
    const storage = createMemoryStorage();
    const store = demoStore();
    persist(store, 'provider', () => ProviderSchema, { storage });
    store.provider = 'pos';
    await tick();
    expect(storage.getItem('provider')).toBe('"pos"');
    store.provider = null;
    await tick();
    expect(storage.getItem('provider')).toBeNull();
  });

  it('round-trips through storage into a fresh store', async () => {
    const storage = createMemoryStorage();
    const first = demoStore();
    persist(first, 'cartList', () => ItemsSchema, { storage });
    first.cartList.push({ id: 'p9', quantity: 3 });
    await tick();
    const second = demoStore();
    persist(second, 'cartList', () => ItemsSchema, { storage });
    expect(second.cartList).toEqual([{ id: 'p9', quantity: 3 }]);
  });

  it('does not write when another field of the store changes', async () => {
    const storage = createMemoryStorage();
    const setItem = vi.spyOn(storage, 'setItem');
    const store = demoStore();
    persist(store, 'provider', () => ProviderSchema, { storage });
    store.cartList.push({ id: 'p1', quantity: 1 });
    await tick();
    expect(setItem).not.toHaveBeenCalled();
  });

  it.each([
    ['broken JSON', '{"id": "p1",', /not valid JSON/],
    ['a value of the wrong shape', JSON.stringify([{ id: 'p1', quantity: 0 }]), /invalid/],
    ['a string instead of a list', JSON.stringify('oops'), /invalid/],
  ])('ignores %s with a diagnostic', (_label, text, problem) => {
    const storage = createMemoryStorage({ cartList: text });
    const store = demoStore();
    expect(() => persist(store, 'cartList', () => ItemsSchema, { storage })).not.toThrow();
    expect(store.cartList).toEqual([]);
    expect(listDiagnostics()).toEqual([
      expect.objectContaining({
        source: 'localStorage',
        path: 'cartList',
        problem: expect.stringMatching(problem),
        used: 'default',
      }),
    ]);
    expect(console.warn).toHaveBeenCalledOnce();
  });

  it('survives storage that throws on read (blocked storage)', () => {
    const storage = createMemoryStorage();
    vi.spyOn(storage, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const store = demoStore();
    expect(() => persist(store, 'provider', () => ProviderSchema, { storage })).not.toThrow();
    expect(store.provider).toBeNull();
    expect(listDiagnostics()[0]?.problem).toMatch(/could not be read \(SecurityError/);
  });

  it('survives storage that throws on write (quota exceeded)', async () => {
    const storage = createMemoryStorage();
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const store = demoStore();
    persist(store, 'provider', () => ProviderSchema, { storage });
    store.provider = 'pos';
    await tick();
    expect(store.provider).toBe('pos');
    expect(listDiagnostics()[0]).toMatchObject({ path: 'provider', used: 'memory only' });
  });

  it('does nothing without storage, and stops writing once stopped', async () => {
    const none = demoStore();
    persist(none, 'provider', () => ProviderSchema, { storage: null })();
    const storage = createMemoryStorage();
    const store = demoStore();
    const stop = persist(store, 'provider', () => ProviderSchema, { storage });
    stop();
    store.provider = 'pos';
    await tick();
    expect(storage.getItem('provider')).toBeNull();
  });
});
