/**
 * Server rendering of a page (issue 13): the storefront's own component tree (AppShell) under a
 * static router, rendered until every query the page asks for has its data, with the
 * styled-components styles of exactly that HTML and the query cache for the browser to hydrate
 * from without refetching.
 */
import {
  dehydrate,
  skipToken,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { JSDOM } from 'jsdom';
import { ServerStyleSheet } from 'styled-components';
import type { ApiClient } from '../engine/api/client';
import { siteSettingsQuery } from '../engine/api/queries';
import { isBrowserOnly } from '../engine/api/queryMeta';
import { createQueryClient } from '../engine/api/queryClient';
import { AppRoutes, appRoutes } from '../engine/app/appRoutes';
import { AppShell } from '../engine/app/AppShell';
import { asServerStyles } from '../engine/app/serverStyles';
import { AppErrorBoundary } from '../engine/shell/AppErrorBoundary';
import { createStores } from '../engine/stores/createStores';
import { provideSanitizerWindow } from '../engine/rules/sanitizeHtml';
import dayjs from 'dayjs';
import { HttpStatusProvider } from '../engine/site/httpStatus';
import { NowProvider } from '../engine/viewmodels/storeSelection/now';
import { loadStoreHours } from '../engine/viewmodels/storeSelection/storeHoursLoader';
import { SiteOriginProvider } from '../engine/site/siteOrigin';
import { storeSelectionFromCookie } from '../engine/site/storeCookieReader';
import type { StoreSelection } from '../engine/stores/storeSelection';
import { renderWithData } from './dataPasses';
import { hydrationModules } from './hydrationChunks';

// CMS rich text is sanitised here exactly as in the browser, on a DOM of its own.
provideSanitizerWindow(new JSDOM('').window);

/** renderToString's mark of a Suspense boundary it could not finish (left to the browser). */
const SUSPENDED_BOUNDARY = /<!--\$[!?]-->/;

export type RenderedPage = {
  status: number;
  html: string;
  styles: string;
  state: DehydratedState;
  /** The wall clock the page was worded at (store hours), for the browser's first render. */
  now: string;
  /** The store its cookie named (checked here), for the browser's first stores. */
  storeSelection: StoreSelection | null;
  /** The source modules the browser imports before hydrating (server/hydrationChunks). */
  hydrationModules: string[];
};

/** One render that waits for every lazy module and suspended part, for the data passes. */
async function renderWaiting(tree: ReactNode): Promise<void> {
  const { prelude } = await prerender(tree);
  await new Response(prelude).text();
}

/** Fetches every query a render asked for with an enabled observer and has no data yet. */
async function fetchWanted(queryClient: QueryClient): Promise<number> {
  const wanted = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      const { enabled, queryFn } = query.options as { enabled?: unknown; queryFn?: unknown };
      return (
        query.state.status === 'pending' &&
        !isBrowserOnly(query.meta) &&
        query.state.fetchStatus === 'idle' &&
        enabled !== false &&
        typeof enabled !== 'function' &&
        queryFn !== undefined &&
        queryFn !== skipToken
      );
    });
  // A failed query renders its error state in the browser's first render too: never fatal here.
  await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
  return wanted.length;
}

export async function renderPage(
  request: Request,
  { client, origin }: { client: ApiClient; origin: string },
): Promise<RenderedPage> {
  // No retries on the server: a failing call shows its error state, the browser can try again.
  const queryClient = createQueryClient({ retry: 0 });
  const { appSettings } = (await queryClient.fetchQuery(siteSettingsQuery(client))).config.settings;
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
  await loadStoreHours();
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
  const tree = (
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
  );

  /** The page in one go, with its styles: every boundary inline (prerender would outline them
   * behind reveal scripts, invisible without JavaScript), and whether a part of it suspended. */
  const renderInOneGo = (): { page: RenderedPage; suspended: boolean } => {
    const sheet = new ServerStyleSheet();
    try {
      pageStatus = null;
      const html = renderToString(sheet.collectStyles(tree));
      const page = {
        status: pageStatus ?? 200,
        html,
        styles: asServerStyles(sheet.getStyleTags()),
        state: dehydrate(queryClient),
        now,
        storeSelection: selection,
        hydrationModules: hydrationModules(pathname, routeOptions, {
          storeChosen: Boolean(selection?.retailerId),
        }),
      };
      return { page, suspended: SUSPENDED_BOUNDARY.test(html) };
    } finally {
      sheet.seal();
    }
  };

  return renderWithData({
    renderWaiting: () => renderWaiting(tree),
    fetchWanted: () => fetchWanted(queryClient),
    renderInOneGo,
  });
}
