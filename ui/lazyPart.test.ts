import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart, useLazyPart, type LazyPart } from './lazyPart';

type Module = { label: string };

// A .ts file (the unit project's pattern): elements are written with createElement.
function Probe({ part }: { part: LazyPart<Module> }) {
  const module = useLazyPart(part);
  return createElement('p', null, module ? module.label : 'closed');
}

describe('lazyPart', () => {
  it('fetches once, keeps the module and tells its subscribers', async () => {
    const importer = vi.fn(() => Promise.resolve({ label: 'panel' }));
    const part = lazyPart(importer);
    const listener = vi.fn();
    part.subscribe(listener);
    expect(part.current).toBeNull();
    await Promise.all([part.load(), part.load()]);
    expect(part.current).toEqual({ label: 'panel' });
    expect(listener).toHaveBeenCalledTimes(1);
    await part.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again on the next load', async () => {
    const importer = vi
      .fn<() => Promise<Module>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ label: 'panel' });
    const part = lazyPart(importer);
    await expect(part.load()).rejects.toThrow('offline');
    expect(part.current).toBeNull();
    await expect(part.load()).resolves.toEqual({ label: 'panel' });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('renders the closed state on the server even once loaded, as hydration will', async () => {
    const part = lazyPart(() => Promise.resolve({ label: 'panel' }));
    await part.load();
    expect(renderToString(createElement(Probe, { part }))).toBe('<p>closed</p>');
  });

  it('stops telling a subscriber that left', async () => {
    const part = lazyPart(() => Promise.resolve({ label: 'panel' }));
    const listener = vi.fn();
    const leave = part.subscribe(listener);
    leave();
    await part.load();
    expect(listener).not.toHaveBeenCalled();
  });
});
