/**
 * The mock backend as a retailer's API would be (`npm run mock-api`, server/mockApiMain): one
 * backend for every caller, like a real API. With test hooks (STOREFRONT_TEST_HOOKS=1, the test
 * command only) a request may name its own backend in the `mock-sandbox` header, which a storefront
 * run with test hooks passes on: journeys in API mode then run side by side as in the demo.
 * Beside /api it serves the collector's read (collectorEvents.ts), which /api never forwards to.
 */
import { Hono, type Context } from 'hono';
import type { FaultSource } from '../fixtures/mocks/faults';
import { COLLECTOR_EVENTS_PATH, collectorEvents } from './collectorEvents';
import { createMockApi } from './mockApi';
import { MOCK_SANDBOX_HEADER, namedSandbox } from './visitorSandbox';

/** The one sandbox every caller shares (server/mockApi keeps one backend per sandbox). */
export const SHARED_SANDBOX = 'retailer-api';

export type MockApiAppOptions = {
  testHooks: boolean;
  /** The faults every call meets (MOCK_API_FAULTS, server/mockApiFaults). */
  faults: FaultSource;
};

export function mockApiApp({ testHooks, faults }: MockApiAppOptions): Hono {
  const mockApi = createMockApi({ testHooks, faults, keepOnRead: true, sharedBackend: true });
  const sandboxOf = (c: Context) => {
    const named = testHooks ? namedSandbox(c.req.header(MOCK_SANDBOX_HEADER)) : null;
    // Prefixed as the storefront's own named sandboxes are (server/visitorSandbox).
    return named === null ? SHARED_SANDBOX : `named:${named}`;
  };
  const app = new Hono();
  app.get('/healthz', (c) => c.text('ok', 200, { 'Cache-Control': 'no-store' }));
  app.get(COLLECTOR_EVENTS_PATH, collectorEvents(mockApi, sandboxOf));
  app.all('/api/*', (c) =>
    mockApi.handle(c.req.raw, {
      sandbox: sandboxOf(c),
      fixtureFrom: c.req.raw,
      clientAddress: null,
    }),
  );
  return app;
}
