import { describe, expect, it } from 'vitest';
import { pageLoaders } from './pageLoaders';

describe('page loaders', () => {
  it.each(Object.entries(pageLoaders))('%s resolves to a component', async (_name, load) => {
    const module = await load();
    expect(typeof module.default).toBe('function');
  });
});
