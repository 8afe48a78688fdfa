import { describe, expect, it } from 'vitest';
import {
  DEAL_CARD_VARIANTS,
  FOOTER_VARIANTS,
  HEADER_VARIANTS,
  MENU_VARIANTS,
  RETAILER_SELECTOR_VARIANTS,
  STICKY_FOOTER_VARIANTS,
} from '../../schemas';
import { dealCardRegistry } from './dealCards';
import { footerRegistry } from './footers';
import { headerRegistry } from './headers';
import { menuRegistry } from './menus';
import { retailerSelectorRegistry } from './retailerSelectors';
import { stickyFooterRegistry } from './stickyFooters';

type Lazy = { _payload?: { _result?: () => Promise<{ default: unknown }> } };

/** React.lazy keeps its loader on the element's payload: calling it proves the import resolves. */
async function load(entry: unknown): Promise<unknown> {
  const loader = (entry as Lazy)._payload?._result;
  if (typeof loader !== 'function') throw new Error('not a lazy component');
  return (await loader()).default;
}

describe.each([
  ['headers', HEADER_VARIANTS, headerRegistry],
  ['footers', FOOTER_VARIANTS, footerRegistry],
  ['menus', MENU_VARIANTS, menuRegistry],
  ['retailer selectors', RETAILER_SELECTOR_VARIANTS, retailerSelectorRegistry],
  ['sticky footers', STICKY_FOOTER_VARIANTS, stickyFooterRegistry],
  ['deal cards', DEAL_CARD_VARIANTS, dealCardRegistry],
] as const)('%s registry', (_family, names, registry) => {
  it('has exactly one entry per variant name', () => {
    expect(Object.keys(registry).sort()).toEqual([...names].sort());
  });
  it.each(names)('%s resolves to a component', async (name) => {
    expect(typeof (await load(registry[name as keyof typeof registry]))).toBe('function');
  });
});
