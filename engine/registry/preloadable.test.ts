import { createElement, Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy, preloadVariant } from './preloadable';

// A .ts file (the unit project's pattern): elements are written with createElement.
const Variant = ({ name }: { name: string }) => createElement('p', null, name);
const inSuspense = (node: ReactNode) =>
  renderToString(createElement(Suspense, { fallback: createElement('i', null, 'skeleton') }, node));

describe('preloadableLazy', () => {
  it('suspends like React.lazy until its module is fetched', () => {
    const Lazy = preloadableLazy(() => Promise.resolve({ default: Variant }));
    expect(inSuspense(createElement(Lazy, { name: 'header' }))).toContain('skeleton');
  });

  it('renders in the same pass once preloaded: no skeleton to fall back to', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Variant }));
    const Lazy = preloadableLazy(load);
    await preloadVariant(Lazy);
    const html = inSuspense(createElement(Lazy, { name: 'header' }));
    expect(html).toContain('<p>header</p>');
    expect(html).not.toContain('skeleton');
    await preloadVariant(Lazy);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Variant }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Variant });
    const Lazy = preloadableLazy(load);
    await expect(preloadVariant(Lazy)).rejects.toThrow('offline');
    await preloadVariant(Lazy);
    expect(inSuspense(createElement(Lazy, { name: 'again' }))).toContain('<p>again</p>');
  });

  it('leaves other components alone', async () => {
    await expect(preloadVariant(Variant)).resolves.toBeUndefined();
  });
});
