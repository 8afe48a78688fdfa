/** A page asks for data, renders with it and may then ask for more (a store, then its menu). */
export const MAX_DATA_PASSES = 4;

export type DataPassSteps<Page> = {
  /** Renders the page, waiting for every lazy module and suspended part; the output is unused. */
  renderWaiting: () => Promise<void>;
  /** Fetches what the renders so far asked for and has no data yet; resolves to how many. */
  fetchWanted: () => Promise<number>;
  /**
   * Renders the page in one go (a streaming render: up to its shell), and says whether a part of
   * it suspended (left to the browser).
   */
  renderInOneGo: () => Promise<{ page: Page; suspended: boolean }>;
  /** Lets go of a one-go render that is not the page (a streaming render still running). */
  discard?: (page: Page) => void;
};

/**
 * The server's render of a page with its data. A waiting render asks for the page's data, which
 * is then fetched. Once data has come in, the page is rendered in one go at once: when that
 * render neither suspended nor asked for more, it is the page, one render fewer than checking
 * with another waiting render first. After MAX_DATA_PASSES the page is what it is.
 */
export async function renderWithData<Page>(steps: DataPassSteps<Page>): Promise<Page> {
  for (let pass = 0; pass < MAX_DATA_PASSES; pass += 1) {
    await steps.renderWaiting();
    if ((await steps.fetchWanted()) === 0) break;
    const attempt = await steps.renderInOneGo();
    if (!attempt.suspended && (await steps.fetchWanted()) === 0) return attempt.page;
    steps.discard?.(attempt.page);
  }
  return (await steps.renderInOneGo()).page;
}
