import { describe, expect, it } from 'vitest';
import { MAX_DATA_PASSES, renderWithData } from './dataPasses';

/**
 * A page played as a script: each render reads the data fetched so far and asks for what
 * `asks(fetched)` lists. With `lazyWith`, that data shows a lazy part: a one-go render suspends
 * on it until a waiting render has run with that data (and so loaded the part's module).
 */
function page({
  asks,
  lazyWith,
}: {
  asks: (fetched: readonly string[]) => readonly string[];
  lazyWith?: string;
}) {
  const fetched: string[] = [];
  let wanted: string[] = [];
  let lazyLoaded = false;
  const log: string[] = [];
  const discarded: string[] = [];
  const ask = () => {
    wanted = asks(fetched).filter((key) => !fetched.includes(key));
  };
  const shown = () => `page with ${fetched.join('+') || 'nothing'}`;
  const run = renderWithData({
    renderWaiting: async () => {
      log.push('wait');
      ask();
      if (lazyWith !== undefined && fetched.includes(lazyWith)) lazyLoaded = true;
    },
    fetchWanted: async () => {
      const count = wanted.length;
      fetched.push(...wanted);
      wanted = [];
      return count;
    },
    renderInOneGo: async () => {
      log.push('one-go');
      ask();
      const suspended = lazyWith !== undefined && fetched.includes(lazyWith) && !lazyLoaded;
      return { page: shown(), suspended };
    },
    discard: (attempt) => discarded.push(attempt),
  });
  return { run, log, discarded };
}

describe('renderWithData', () => {
  it('renders a page without data once waiting and once in one go', async () => {
    const { run, log } = page({ asks: () => [] });
    expect(await run).toBe('page with nothing');
    expect(log).toEqual(['wait', 'one-go']);
  });

  it('takes the one-go render as the page once the data came in one round', async () => {
    const { run, log, discarded } = page({
      asks: (got) => (got.length === 0 ? ['settings', 'menu'] : []),
    });
    expect(await run).toBe('page with settings+menu');
    expect(log).toEqual(['wait', 'one-go']);
    expect(discarded).toEqual([]);
  });

  it('goes round again when the data asks for more (a store, then its menu)', async () => {
    const { run, log, discarded } = page({
      asks: (got) => (got.includes('store') ? ['store', 'menu'] : ['store']),
    });
    expect(await run).toBe('page with store+menu');
    expect(log).toEqual(['wait', 'one-go', 'wait', 'one-go']);
    // The first one-go render (a streaming render, still running) is let go of.
    expect(discarded).toEqual(['page with store']);
  });

  it('does not take a one-go render that suspended: a waiting render loads what it met', async () => {
    const { run, log } = page({
      asks: (got) => (got.length === 0 ? ['sections'] : []),
      lazyWith: 'sections',
    });
    expect(await run).toBe('page with sections');
    expect(log).toEqual(['wait', 'one-go', 'wait', 'one-go']);
  });

  it(`stops after ${MAX_DATA_PASSES} rounds with the page as it is`, async () => {
    let round = 0;
    const { run, log } = page({ asks: () => [`more-${(round += 1)}`] });
    expect(await run).toMatch(/^page with more-1\+/);
    expect(log.filter((step) => step === 'wait')).toHaveLength(MAX_DATA_PASSES);
    expect(log.at(-1)).toBe('one-go');
  });
});
