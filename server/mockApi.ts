/**
 * The embedded default's mock backend over HTTP (issue 13): the same in-memory backend and the
 * same MSW request handlers that Storybook and the tests use, answered in-process with MSW's
 * getResponse instead of a service worker. One backend per fixture site, chosen by the page's
 * `?fixture=` or else the browser's fixture cookie, so previewing one site never changes another's
 * data.
 *
 * Journeys name a sandbox (mockSandbox.ts) and get backends of their own, so one test never sees
 * another's cart, account or tickets.
 */
import { getResponse } from 'msw';
import { createMockBackend } from '../fixtures/mocks/backend';
import { headerFaults } from '../fixtures/mocks/faults';
import { createHandlers } from '../fixtures/mocks/handlers';
import { siteNames } from '../fixtures/sites';
import { DEFAULT_FIXTURE } from '../engine/site/fixtureSelection';
import { fixtureFromCookie } from '../engine/site/fixtureCookie';
import { sandboxOf } from './mockSandbox';

type MockBackend = ReturnType<typeof createMockBackend>;
type Entry = { backend: MockBackend; handlers: ReturnType<typeof createHandlers> };

/** The backend records requests for tests; a long-running server keeps only the latest. */
const RECORDED_REQUESTS_KEPT = 200;
/** Sandboxed backends kept, least recently used dropped first, so the server's memory is bounded. */
export const SANDBOXES_KEPT = 64;

export type MockApi = {
  /** Answers `request` from the backend `chosenBy` names (a page's request), else its own. */
  handle(request: Request, chosenBy?: Request): Promise<Response>;
  /** The fixture site a request names: its `?fixture=`, else the fixture cookie, else default. */
  siteOf(request: Request): string;
};

export function createMockApi({ sandboxesKept = SANDBOXES_KEPT } = {}): MockApi {
  // Shared backends: one per fixture site, a bounded number.
  const sites = new Map<string, Entry>();
  // Map keeps insertion order: re-inserting on use makes the first key the least recently used.
  const sandboxes = new Map<string, Entry>();

  const create = (site: string): Entry => {
    const backend = createMockBackend();
    backend.setSite(site);
    // Journeys make an endpoint slow or failing per request, in its `mock-faults` header.
    return { backend, handlers: createHandlers(backend, headerFaults) };
  };

  function entryFor(site: string, sandbox: string | null): Entry {
    if (sandbox === null) {
      const entry = sites.get(site) ?? create(site);
      sites.set(site, entry);
      return entry;
    }
    const key = `${sandbox}/${site}`;
    const entry = sandboxes.get(key) ?? create(site);
    sandboxes.delete(key);
    sandboxes.set(key, entry);
    for (const oldest of sandboxes.keys()) {
      if (sandboxes.size <= sandboxesKept) break;
      sandboxes.delete(oldest);
    }
    return entry;
  }

  const siteOf = (request: Request) => {
    const fromQuery = new URL(request.url).searchParams.get('fixture');
    if (fromQuery !== null && siteNames.includes(fromQuery)) return fromQuery;
    return fixtureFromCookie(request.headers.get('cookie'), siteNames, DEFAULT_FIXTURE);
  };

  return {
    siteOf,
    async handle(request, chosenBy = request) {
      const { backend, handlers } = entryFor(siteOf(chosenBy), sandboxOf(chosenBy));
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
