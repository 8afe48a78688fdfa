import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL } from '../fixtures/data';
import { createMockBackend } from '../fixtures/mocks/backend';
import { ROUTES, type Route } from '../fixtures/mocks/routes';
import { seedSessionFor } from '../fixtures/mocks/seedSession';
import { operationList } from './operations';

/** Each read's query as the app sends one; reads without a query need none. */
const SAMPLE_QUERIES: Record<string, Record<string, string>> = {
  getSearchSuggestions: { term: 'blue', retailerId: '' },
  listActiveCampaigns: { retailerId: '', visitorId: 'v-1', timezone: 'UTC' },
};

const templateOf = (route: Route) =>
  route.path.replace(/^\/api/, '').replace(/:(\w+)/g, (_, name: string) => `{${name}}`);

/**
 * The mock backend stands in for a retailer's API in every test and demo: its answers to the
 * reads must be what the contract says, read strictly (no field repaired, none left out).
 */
describe('the mock backend’s answers', () => {
  const backend = createMockBackend();
  const token = seedSessionFor(backend.state, DEMO_EMAIL);
  const reads = operationList().filter(
    (operation) => operation.method === 'get' && operation.pathParams === undefined,
  );

  it.each(reads.map((operation) => [operation.operationId, operation] as const))(
    '%s meets the contract',
    async (_, operation) => {
      const route = Object.values(ROUTES).find(
        (candidate: Route) =>
          candidate.method === 'get' && templateOf(candidate) === operation.path,
      );
      if (route === undefined || operation.response === null) throw new Error('no route');
      const answer = await route.run(backend, {
        params: {},
        query: new URLSearchParams(SAMPLE_QUERIES[operation.operationId] ?? {}),
        body: undefined,
        token: operation.auth === 'bearer' ? token : null,
        idempotencyKey: null,
      });
      expect(answer.status).toBe(200);
      const parsed = z.safeParse(operation.response, answer.body);
      expect(parsed.error?.issues ?? []).toEqual([]);
    },
  );
});
