import { describe, expect, it } from 'vitest';
import { HOME_SECTION_TYPES } from '../../../schemas';
import { HOME_SECTIONS } from './homeSectionTable';

type Lazy = { _payload?: { _result?: () => Promise<{ default: unknown }> } };

/** React.lazy keeps its loader on the element's payload: calling it proves the import resolves. */
async function load(entry: unknown): Promise<unknown> {
  const loader = (entry as Lazy)._payload?._result;
  if (typeof loader !== 'function') throw new Error('not a lazy component');
  return (await loader()).default;
}

// Runs in node: importing the table (and each section's chunk) must not need a browser.
describe('HOME_SECTIONS', () => {
  it('has one entry per section type, in the schema’s order', () => {
    expect(Object.keys(HOME_SECTIONS)).toEqual(HOME_SECTION_TYPES);
  });

  it.each(HOME_SECTION_TYPES.filter((type) => type !== 'adSlot'))(
    '%s is drawn by a chunk of its own that resolves to a component',
    async (type) => {
      expect(typeof (await load(HOME_SECTIONS[type].section))).toBe('function');
    },
  );
});
