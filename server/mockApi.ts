/**
 * The embedded default's mock backend over HTTP: the same in-memory backend and the same MSW
 * request handlers that Storybook and the tests use, answered in-process with MSW's getResponse
 * instead of a service worker.
 *
 * One backend per visitor's sandbox (visitorSandbox.ts) and fixture site: nothing one visitor
 * does reaches another, and previewing one site never changes another's data. There is no shared
 * backend: a visitor whose sandbox holds nothing yet is answered, for reads, from a fresh backend
 * that is not kept; their first write makes the sandbox. So a crawler that keeps no cookie never
 * pushes a person's sandbox out.
 *
 * Memory stays bounded: every list a backend keeps is capped (fixtures/mocks/state.ts KEPT),
 * a sandbox's data has a budget, idle sandboxes expire and at most SANDBOXES_KEPT are kept.
 *
 * Test hooks (STOREFRONT_TEST_HOOKS=1, set by the test command only) add the records endpoints
 * (/api/mock/*) and the `mock-faults` header; without them those do not exist.
 */
import { getResponse } from 'msw';
import { createMockBackend, type MockBackend } from '../fixtures/mocks/backend';
import { headerFaults, noFaults, type FaultSource } from '../fixtures/mocks/faults';
import { createHandlers } from '../fixtures/mocks/handlers';
import type { MockState } from '../fixtures/mocks/state';
import type { CollectedEvent } from '../schemas/analytics/events';
import { siteNames } from '../fixtures/sites';
import { DEFAULT_FIXTURE } from '../engine/site/fixtureSelection';
import { fixtureFromCookie } from '../engine/site/fixtureCookie';
import { apiError } from './apiErrors';
import { approximateBytes } from './approximateBytes';
import { createSignInLimits } from './mockSignInLimits';
import { createSandboxStore } from './sandboxStore';

/**
 * Sandboxes kept (one per visitor and fixture site they wrote to), least recently used dropped
 * first. Measured (Node 24, heap after GC): a sandbox after its first write takes about 0.13 MB;
 * one at its data budget about 0.45 MB, up to some 2 MB with the largest body /api accepts (1 MB)
 * on top. So the sandboxes take about 13 MB with every place in use, 200 MB at the very worst.
 */
export const SANDBOXES_KEPT = 100;
/** A sandbox nobody used for this long is dropped: its visitor has gone. */
export const SANDBOX_IDLE_MS = 30 * 60 * 1000;
/**
 * The data one sandbox may keep beyond its seed (roughly: text by length). Beyond it writes are
 * refused until the sandbox expires; the caps on each list keep ordinary use far below it.
 */
export const SANDBOX_DATA_BYTES_MAX = 512 * 1024;

export const SANDBOX_FULL_MESSAGE =
  'This demo has kept all it can for you. It starts afresh after 30 minutes without a visit.';

export type MockContext = {
  /** The visitor's sandbox (visitorSandbox.ts): its backends serve that visitor alone. */
  sandbox: string;
  /** The request whose `?fixture=` or fixture cookie picks the site: a page's, for the calls
   * its render makes, else the call itself. */
  fixtureFrom: Request;
  /** The caller's address, for the sign-in limits; null where unknown (in-process tests). */
  clientAddress: string | null;
};

export type MockApi = {
  /** Answers `request` from the backend of the context's sandbox and fixture site. */
  handle(request: Request, context: MockContext): Promise<Response>;
  /** Whether the test hooks are on (the records endpoints, faults and named sandboxes). */
  readonly testHooks: boolean;
};

/** The mock as createMockApi makes it: what it answers, and what its collector kept. */
export type CollectingMockApi = MockApi & {
  /** The analytics events a sandbox's backends keep (one per fixture site written to), oldest
   * first: the mock API's collector read, outside /api (server/collectorEvents.ts). */
  eventsOf(sandbox: string): CollectedEvent[];
};

export type MockApiOptions = {
  testHooks?: boolean;
  sandboxesKept?: number;
  idleMs?: number;
  /** The clock, in ms (tests pass a fake one). */
  now?: () => number;
  /** Faults for every request, in place of the test hooks' header (the mock API served alone,
   * server/mockApiMain). */
  faults?: FaultSource;
  /** Keep a sandbox's backend from its first read, not its first write: one backend answers
   * every caller (the mock API served alone) instead of a fresh one per read. */
  keepOnRead?: boolean;
  /** One sandbox answers every caller (the mock API served alone): the routes that read back a
   * caller's own records are left out, since there they would be everyone's. */
  sharedBackend?: boolean;
};

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The fixture site a request names: its `?fixture=`, else the fixture cookie, else default. */
export function fixtureSiteOf(request: Request): string {
  const fromQuery = new URL(request.url).searchParams.get('fixture');
  if (fromQuery !== null && siteNames.includes(fromQuery)) return fromQuery;
  return fixtureFromCookie(request.headers.get('cookie'), siteNames, DEFAULT_FIXTURE);
}

/** What a sandbox keeps beyond its seed catalogue (whose accounts it may change). */
const keptData = (state: MockState) =>
  approximateBytes({ ...state, catalogue: state.catalogue.accounts });

export function createMockApi({
  testHooks = false,
  sandboxesKept = SANDBOXES_KEPT,
  idleMs = SANDBOX_IDLE_MS,
  now = Date.now,
  faults,
  keepOnRead = false,
  sharedBackend = false,
}: MockApiOptions = {}): CollectingMockApi {
  const sandboxes = createSandboxStore<MockBackend>({ maxEntries: sandboxesKept, idleMs, now });
  const signInLimits = createSignInLimits({ addressPerSandbox: testHooks, now });
  // One handler set for every sandbox: each request carries its backend here.
  const backendOf = new WeakMap<Request, MockBackend>();
  const handlers = createHandlers(
    (request) => {
      const backend = backendOf.get(request);
      if (backend === undefined) throw new Error('A mock request without its backend');
      return backend;
    },
    // Journeys make an endpoint slow or failing per request, in its `mock-faults` header.
    faults ?? (testHooks ? headerFaults : noFaults),
    { testHooks, sharedBackend },
  );
  const create = (site: string) => createMockBackend({ site });

  return {
    testHooks,
    eventsOf: (sandbox) =>
      siteNames
        .flatMap((site) => sandboxes.get(`${sandbox}/${site}`)?.state.events ?? [])
        .toSorted((a, b) => a.at - b.at),
    async handle(request, context) {
      const site = fixtureSiteOf(context.fixtureFrom);
      const key = `${context.sandbox}/${site}`;
      const writes = !READS.has(request.method);
      if (writes) {
        const refused = await signInLimits(request, context);
        if (refused !== null) return refused;
      }
      const kept = sandboxes.get(key);
      const backend =
        kept ?? (writes || keepOnRead ? sandboxes.add(key, create(site)) : create(site));
      if (writes && keptData(backend.state) > SANDBOX_DATA_BYTES_MAX) {
        return apiError(507, SANDBOX_FULL_MESSAGE);
      }
      // HEAD is GET without the body (RFC 9110 9.3.2), which Hono drops: the handlers know GET.
      const asked = request.method === 'HEAD' ? new Request(request, { method: 'GET' }) : request;
      backendOf.set(asked, backend);
      const response = await getResponse(handlers, asked);
      return response ?? apiError(404, 'This API route does not exist.');
    },
  };
}
