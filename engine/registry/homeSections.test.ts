import { describe, expect, it } from 'vitest';
import { HOME_SECTION_TYPES } from '../../schemas';
import { homeSectionRegistry } from './homeSections';

type Lazy = { _payload?: { _result?: () => Promise<{ default: unknown }> } };

/** React.lazy keeps its loader on the element's payload: calling it proves the import resolves. */
async function load(entry: unknown): Promise<unknown> {
  const loader = (entry as Lazy)._payload?._result;
  if (typeof loader !== 'function') throw new Error('not a lazy component');
  return (await loader()).default;
}

const VARIANT_TYPES = HOME_SECTION_TYPES.filter((type) => type !== 'adSlot');

describe('home sections registry', () => {
  it('has exactly one entry per variant section type', () => {
    expect(Object.keys(homeSectionRegistry).sort()).toEqual([...VARIANT_TYPES].sort());
  });
  it.each(VARIANT_TYPES)('%s resolves to a component', async (type) => {
    expect(typeof (await load(homeSectionRegistry[type]))).toBe('function');
  });
});
