/**
 * Server rendering of a page: the storefront's own component tree (AppShell) under a
 * static router, rendered until every query the page asks for has its data, with the
 * styled-components styles of exactly that HTML and the query cache for the browser to hydrate
 * from without refetching.
 *
 * For a browser, the lists of StreamedSections (engine/hydration/StreamedSection) may come later: when
 * they are not in within `waitMs` of the rest of the page, the page is sent without them (each
 * section as it shows while loading) and each section follows as its data comes in, with its
 * styles. Crawlers get the whole page at once.
 */
import { loadComplianceNotice } from '../engine/viewmodels/compliance/complianceNoticeLoader';
import { dehydrate, skipToken, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { JSDOM } from 'jsdom';
import { serverStyleSheet } from './sharedStyleRules';
import type { ApiClient } from '../engine/api/client';
import { siteSettingsQuery } from '../engine/api/queries';
import { isBrowserOnly, isStreamed } from '../engine/api/queryMeta';
import { createQueryClient } from '../engine/api/queryClient';
import { AppRoutes, appRoutes } from '../engine/app/appRoutes';
import { AppShell } from '../engine/app/AppShell';
import { SECTION_LEFT_TO_BROWSER } from '../engine/hydration/sectionLeftToBrowser';
import { StreamGateProvider, type StreamGate } from '../engine/hydration/StreamedSection';
import { asServerStyles } from '../engine/app/serverStyles';
import { AppErrorBoundary } from '../engine/shell/AppErrorBoundary';
import { createStores } from '../engine/stores/createStores';
import { provideSanitizerWindow } from '../engine/rules/sanitizeHtml';
import dayjs from 'dayjs';
import { HttpStatusProvider } from '../engine/site/httpStatus';
import { NowProvider } from '../engine/hydration/now';
import { loadStoreHours } from '../engine/viewmodels/storeSelection/storeHoursLoader';
import { SiteOriginProvider } from '../engine/site/siteOrigin';
import { storeSelectionFromCookie } from '../engine/site/storeCookieReader';
import { MAX_DATA_PASSES, renderWithData } from './dataPasses';
import { renderFlushed, type FlushedRender } from './flushedRender';
import type { RenderedPage, StreamingOptions, WholePage } from './renderedPage';
import { sendStreaming, type StreamingAttempt } from './streamedPage';
import { hydrationModules } from './hydrationChunks';
import { matchRoute } from '../engine/routing/matchRoute';
import { buildRoutes } from '../engine/routing/routes';
import { pageStatus as statusOfPage } from './pageStatus';
import { renderBudget, RenderBudgetSpent, type RenderBudget } from './renderBudget';

// CMS rich text is sanitised here exactly as in the browser, on a DOM of its own.
provideSanitizerWindow(new JSDOM('').window);

/** renderToString's mark of a Suspense boundary it could not finish (left to the browser). */
const SUSPENDED_BOUNDARY = /<!--\$[!?]-->/;

export type RenderDeps = {
  client: ApiClient;
  origin: string;
  /** The response's CSP nonce (server/securityHeaders) for React's streaming scripts. */
  scriptNonce?: string;
  /** Reports a part of a streamed page that failed to render (the server's log, with the
   * request's id); the console when not given. */
  onRenderError?: (error: unknown) => void;
  /** The whole render's budget in ms (RENDER_BUDGET_MS, server/renderBudget): data that has not
   * come by then is left to the browser. None: the API's own deadlines only. */
  budgetMs?: number;
};

/**
 * One render that waits for every lazy module and suspended part, for the data passes. Once the
 * page's modules have loaded nothing suspends: a plain render then finds the same queries, and
 * costs less than the waiting renderer's stream, which is read only to be thrown away.
 */
async function renderWaiting(tree: ReactNode): Promise<void> {
  try {
    if (!SUSPENDED_BOUNDARY.test(renderToString(tree))) return;
  } catch {
    // A part suspended outside any boundary (a page module not loaded yet): the waiting render
    // loads it, and reports any real failure itself.
  }
  const { prelude } = await prerender(tree);
  await new Response(prelude).text();
}

/** Which of the queries a render asked for the server fetches now: all, or all but the streamed. */
type Fetching = 'all' | 'unstreamed' | 'streamed';

/** The queries a render asked for with an enabled observer that have no data yet. */
function wantedQueries(queryClient: QueryClient, fetching: Fetching) {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      const { enabled, queryFn } = query.options as { enabled?: unknown; queryFn?: unknown };
      return (
        query.state.status === 'pending' &&
        !isBrowserOnly(query.meta) &&
        (fetching === 'all' || isStreamed(query.meta) === (fetching === 'streamed')) &&
        query.state.fetchStatus === 'idle' &&
        enabled !== false &&
        typeof enabled !== 'function' &&
        queryFn !== undefined &&
        queryFn !== skipToken
      );
    });
}

/**
 * Fetches the wanted queries within what is left of the budget; resolves to how many came. Those
 * still on their way when it runs out render as loading, and the browser asks for them again
 * (only settled queries are sent to it): none counts, so no further pass waits for more.
 */
async function fetchWanted(
  queryClient: QueryClient,
  fetching: Fetching,
  budget: RenderBudget,
): Promise<number> {
  if (budget.spent()) return 0;
  const wanted = wantedQueries(queryClient, fetching);
  // A failed query renders its error state in the browser's first render too: never fatal here.
  const all = Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
  return (await budget.within(all)).done ? wanted.length : 0;
}

/**
 * A promise React's `use()` can read without suspending once it has settled: React looks for the
 * `status` a library sets on it, and suspends once on a plain promise, even a settled one, which
 * would send a section's loading state (its fallback) to render for nothing.
 */
function readableByReact(promise: Promise<void>): Promise<void> {
  const tracked = Object.assign(promise, { status: 'pending' });
  promise.then(
    () => Object.assign(tracked, { status: 'fulfilled', value: undefined }),
    (reason: unknown) => Object.assign(tracked, { status: 'rejected', reason }),
  );
  return tracked;
}

const waited = (ms: number) =>
  new Promise<false>((resolve) => {
    setTimeout(() => resolve(false), ms);
  });

export function renderPage(request: Request, deps: RenderDeps): Promise<WholePage>;
export function renderPage(
  request: Request,
  deps: RenderDeps,
  streaming: StreamingOptions,
): Promise<RenderedPage>;
export async function renderPage(
  request: Request,
  { client, origin, scriptNonce, onRenderError, budgetMs }: RenderDeps,
  streaming?: StreamingOptions,
): Promise<RenderedPage> {
  // No retries on the server: a failing call shows its error state, the browser can try again.
  const budget = renderBudget(budgetMs);
  const queryClient = createQueryClient({ retry: 0 });
  const settings = await budget.within(queryClient.fetchQuery(siteSettingsQuery(client)));
  if (!settings.done) {
    throw new RenderBudgetSpent(`No site settings within the render budget (${budgetMs} ms).`);
  }
  const { appSettings } = settings.value.config.settings;
  const routeOptions = {
    shopPath: appSettings.shopPath,
    careerVersion: appSettings.careerVersion,
  };
  const routes = appRoutes(routeOptions);
  const { pathname, search } = new URL(request.url);
  // Of the shopper's browser the server knows only the chosen store (its cookie), which the
  // browser's first render reads too; cart and session load after hydration (engine/app/App).
  const selection = storeSelectionFromCookie(request.headers.get('cookie'));
  // A chosen store's hours are worded by a reader the browser fetches only when a store is
  // chosen (engine/viewmodels/storeSelection/storeHoursLoader): the server always has it at hand.
  await Promise.all([loadStoreHours(), loadComplianceNotice()]);
  const stores = createStores(selection ? { storeContext: selection } : {}, {
    sessionKnown: false,
  });
  // What the page says it is (404 for an unknown product, brand, category, store or path).
  let pageStatus: number | null = null;
  const reportStatus = (status: number) => {
    pageStatus = status;
  };
  // One instant for every pass and for the browser's first render (no zone: both sides read it
  // as their local wall clock, so the hours read the same whatever the shopper's time zone).
  const now = dayjs().format('YYYY-MM-DDTHH:mm:ss');
  const treeWith = (gate: StreamGate | null) => (
    <StreamGateProvider value={gate}>
      <SiteOriginProvider value={origin}>
        <HttpStatusProvider value={reportStatus}>
          <NowProvider at={now}>
            <AppShell queryClient={queryClient} stores={stores} apiClient={client}>
              <StaticRouter location={`${pathname}${search}`}>
                <AppErrorBoundary>
                  <AppRoutes routes={routes} />
                </AppErrorBoundary>
              </StaticRouter>
            </AppShell>
          </NowProvider>
        </HttpStatusProvider>
      </SiteOriginProvider>
    </StreamGateProvider>
  );
  const tree = treeWith(null);
  // Who may keep the page (server/pageCaching); an unknown path is the 404 page, a guest's.
  const caching = matchRoute(pathname, buildRoutes(routeOptions))?.route.caching ?? 'guest';
  const parts = () => ({
    now,
    caching,
    storeSelection: selection,
    hydrationModules: hydrationModules(pathname, routeOptions, {
      storeChosen: Boolean(selection?.retailerId),
    }),
    tagManager: settings.value.config.settings.analyticsCms.gtmContainerId !== null,
  });

  /** The page in one go, with its styles: every boundary inline (prerender would outline them
   * behind reveal scripts, invisible without JavaScript), and whether a part of it suspended. */
  const renderInOneGo = (): { page: WholePage; suspended: boolean } => {
    const sheet = serverStyleSheet();
    try {
      pageStatus = null;
      const html = renderToString(sheet.collectStyles(tree));
      const page = {
        ...parts(),
        status: statusOfPage(pageStatus ?? 200, html),
        html,
        styles: asServerStyles(sheet.getStyleTags()),
        state: dehydrate(queryClient),
        // A query still on its way: the budget ran out before it answered.
        complete: !queryClient
          .getQueryCache()
          .getAll()
          .some((query) => query.state.fetchStatus === 'fetching'),
      };
      return { page, suspended: SUSPENDED_BOUNDARY.test(html) };
    } finally {
      sheet.seal();
    }
  };

  if (streaming === undefined) {
    return renderWithData({
      renderWaiting: () => renderWaiting(tree),
      fetchWanted: () => fetchWanted(queryClient, 'all', budget),
      renderInOneGo: async () => renderInOneGo(),
    });
  }

  // Renders stopped on purpose, whose abort React reports as an error of each waiting part.
  const stopped = new WeakSet<FlushedRender>();
  const stop = ({ render, sheet }: StreamingAttempt, reason: string) => {
    stopped.add(render);
    render.abort(new Error(reason));
    sheet.seal();
  };

  /**
   * The streamed sections' lists are asked for and given `waitMs`: lists in time make a whole
   * page, rendered as for a crawler. Else a streaming render, up to its shell, in which those
   * sections wait for their lists.
   */
  const renderInTime = async (): Promise<{
    page: WholePage | StreamingAttempt;
    suspended: boolean;
  }> => {
    // A section may show only with the page's data (a product's related products): a whole
    // render that asked for more lists is rendered again with them.
    for (let round = 1; ; round += 1) {
      const lists = readableByReact(
        fetchWanted(queryClient, 'streamed', budget).then(() => undefined),
      );
      if (!(await Promise.race([lists.then(() => true), waited(streaming.waitMs)]))) {
        return { page: await startStreaming(lists), suspended: false };
      }
      const whole = renderInOneGo();
      const moreLists = wantedQueries(queryClient, 'streamed').length > 0;
      if (whole.suspended || !moreLists || round === MAX_DATA_PASSES) return whole;
    }
  };

  /** A streaming render, up to its shell, in which the streamed sections wait for `lists`. */
  const startStreaming = async (lists: Promise<void>): Promise<StreamingAttempt> => {
    const sheet = serverStyleSheet();
    pageStatus = null;
    const render = renderFlushed(sheet.collectStyles(treeWith({ ready: () => lists })), {
      nonce: scriptNonce,
      onError: (error) => {
        // A section stopped on purpose is the browser's to render, without alarm.
        if (stopped.has(render)) return SECTION_LEFT_TO_BROWSER;
        if (onRenderError) onRenderError(error);
        else console.error(`Server rendering of ${pathname}:`, error);
        return undefined;
      },
    });
    await render.shellReady;
    return { render, sheet, status: pageStatus ?? 200 };
  };

  const page = await renderWithData<WholePage | StreamingAttempt>({
    renderWaiting: () => renderWaiting(tree),
    fetchWanted: () => fetchWanted(queryClient, 'unstreamed', budget),
    renderInOneGo: renderInTime,
    discard: (unused) => {
      if ('render' in unused) stop(unused, 'The page asked for more data: rendered again.');
    },
  });
  if (!('render' in page)) return page;
  // Sections still waiting when the budget runs out are the browser's to render.
  const giveUpMs = Math.min(streaming.giveUpMs, budget.remainingMs());
  return sendStreaming(
    page,
    { ...streaming, giveUpMs },
    {
      parts: parts(),
      state: () => dehydrate(queryClient),
      stop,
    },
  );
}
