/**
 * The embedded default's mock backend over HTTP (issue 13): the same in-memory backend and the
 * same MSW request handlers that Storybook and the tests use, answered in-process with MSW's
 * getResponse instead of a service worker. One backend per fixture site, chosen by the browser's
 * fixture cookie, so previewing one site never changes another's data.
 */
import { getResponse } from 'msw';
import { createMockBackend } from '../fixtures/mocks/backend';
import { createHandlers } from '../fixtures/mocks/handlers';
import { siteNames } from '../fixtures/sites';
import { DEFAULT_FIXTURE } from '../engine/site/fixtureSelection';
import { fixtureFromCookie } from '../engine/site/fixtureCookie';

type MockBackend = ReturnType<typeof createMockBackend>;

/** The backend records requests for tests; a long-running server keeps only the latest. */
const RECORDED_REQUESTS_KEPT = 200;

export type MockApi = {
  handle(request: Request): Promise<Response>;
  /** The backend of one fixture site (the sitemap reads its catalogue through the same API). */
  siteOf(request: Request): string;
};

export function createMockApi(): MockApi {
  const sites = new Map<
    string,
    { backend: MockBackend; handlers: ReturnType<typeof createHandlers> }
  >();

  function forSite(name: string) {
    let entry = sites.get(name);
    if (!entry) {
      const backend = createMockBackend();
      backend.setSite(name);
      entry = { backend, handlers: createHandlers(backend) };
      sites.set(name, entry);
    }
    return entry;
  }

  const siteOf = (request: Request) =>
    fixtureFromCookie(request.headers.get('cookie'), siteNames, DEFAULT_FIXTURE);

  return {
    siteOf,
    async handle(request) {
      const { backend, handlers } = forSite(siteOf(request));
      const response = await getResponse(handlers, request);
      const recorded = backend.state.requests;
      if (recorded.length > RECORDED_REQUESTS_KEPT) {
        recorded.splice(0, recorded.length - RECORDED_REQUESTS_KEPT);
      }
      return (
        response ??
        Response.json(
          { statusCode: 404, message: 'This API route does not exist.' },
          { status: 404 },
        )
      );
    },
  };
}
