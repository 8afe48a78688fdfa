import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ROUTES, type Route, type RouteName } from '../fixtures/mocks/routes';
import { appCalls, callsIn, filesCallingFetch, pathMatches, type AppCall } from './appCalls';
import { contractDocuments, OPENAPI_FILE } from './documents';
import { errorCase } from './errors';
import {
  operationList,
  type OperationBody,
  type OperationQuery,
  type OperationResponse,
} from './operations';
import { specSectionOf } from './openapi';
import { specSectionName } from './specSections';

/**
 * Routes the mock backend serves that the storefront never calls, each with the reason. A route
 * added to the mock must be an operation of the contract or be listed here.
 */
const NOT_STOREFRONT_CALLS: Partial<Record<RouteName, string>> = {
  adDecision:
    'the retail-media provider’s own API, called by its SDK (fixtures/mocks/adProviderSdk.js)',
  adEvent: 'the retail-media provider’s own API, called by its SDK',
  cart: 'the cart lives in the shopper’s browser (engine/stores/cart.ts)',
  addToCart: 'the cart lives in the shopper’s browser',
  setCartLine: 'the cart lives in the shopper’s browser',
  removeCartLine: 'the cart lives in the shopper’s browser',
  clearCart: 'the cart lives in the shopper’s browser',
};

/**
 * Mock routes only the studio calls, each with the reason. The studio ships in the embedded demo
 * alone, where the mock answers it, so a retailer's API need not serve these; a call to one from
 * anywhere else in the app still needs its operation.
 */
const STUDIO_CALLS: Partial<Record<RouteName, string>> = {
  events:
    'the studio’s events panel lists what its preview sent (engine/studio/EventsPanel.tsx); the storefront only writes to its collector',
};
const STUDIO_FOLDER = 'engine/studio/';

const operations = operationList();
const calls = appCalls();
const served = (Object.entries(ROUTES) as [RouteName, Route][]).filter(
  ([, route]) => route.testHook !== true,
);
/** The mock's `/api/chats/:id` as the contract writes it: `/chats/{id}`. */
const templateOf = (route: Route) =>
  route.path.replace(/^\/api/, '').replace(/:(\w+)/g, (_, name: string) => `{${name}}`);
const label = ({ method, path }: { method: string; path: string }) =>
  `${method.toUpperCase()} ${path}`;

describe('the contract documents', () => {
  it('are what `npm run contract` writes from the table and the schemas today', async () => {
    for (const [file, content] of Object.entries(await contractDocuments()))
      expect(readFileSync(file, 'utf8'), `run \`npm run contract\` and commit ${file}`).toBe(
        content,
      );
  });

  it('openapi.json is a valid OpenAPI 3.1 document whose references all resolve', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(() => validator.resolveRefs()).not.toThrow();
  });
});

describe('the operations table', () => {
  it('has one operation per method and path', () => {
    const seen = operations.map(label);
    expect(seen.filter((call, at) => seen.indexOf(call) !== at)).toEqual([]);
  });

  it('names each path parameter in its path, and nothing else', () => {
    for (const operation of operations) {
      const inPath = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const declared = Object.keys(operation.pathParams?.shape ?? {});
      expect(declared, operation.operationId).toEqual(inPath);
    }
  });

  it('answers 401 wherever the token is sent', () => {
    for (const operation of operations.filter(({ auth }) => auth === 'bearer'))
      expect(operation.errors.map(errorCase).map(({ status }) => status)).toContain(401);
  });

  it('names the title of every spec section it serves', () => {
    for (const operation of operations)
      expect(() => specSectionName(specSectionOf(operation).section)).not.toThrow();
  });
});

describe('the app’s calls', () => {
  it('are found in the source, through its API client', () => {
    expect(calls.length).toBeGreaterThanOrEqual(operations.length);
    expect(filesCallingFetch()).toEqual([]);
  });

  it('each have an operation: a new call needs its contract entry', () => {
    const studioCall = (call: AppCall) =>
      call.file.startsWith(STUDIO_FOLDER) &&
      served.some(
        ([name, route]) =>
          STUDIO_CALLS[name] !== undefined &&
          route.method === call.method &&
          pathMatches(templateOf(route), call.path),
      );
    const uncontracted = calls.filter(
      (call) =>
        !studioCall(call) &&
        !operations.some(
          (operation) => operation.method === call.method && pathMatches(operation.path, call.path),
        ),
    );
    expect(uncontracted.map((call) => `${label(call)} in ${call.file}`)).toEqual([]);
  });

  it('make every operation, and the mock backend serves each', () => {
    for (const operation of operations) {
      const matches = (call: { method: string; path: string }) =>
        call.method === operation.method && pathMatches(operation.path, call.path);
      expect(calls.some(matches), `${label(operation)}: no call in the app`).toBe(true);
      const routes = served.filter(
        ([, route]) => route.method === operation.method && templateOf(route) === operation.path,
      );
      expect(routes, `${label(operation)}: not served by fixtures/mocks/routes.ts`).toHaveLength(1);
    }
  });

  it('leave no route of the mock backend unaccounted for', () => {
    const unaccounted = served
      .filter(
        ([name, route]) =>
          NOT_STOREFRONT_CALLS[name] === undefined &&
          STUDIO_CALLS[name] === undefined &&
          !operations.some(
            (operation) =>
              operation.method === route.method && operation.path === templateOf(route),
          ),
      )
      .map(([name]) => name);
    expect(unaccounted).toEqual([]);
    for (const name of Object.keys({ ...NOT_STOREFRONT_CALLS, ...STUDIO_CALLS }))
      expect(ROUTES).toHaveProperty(name);
  });

  it('are read from quoted, template and constant paths', () => {
    const source = [
      "client.get('/brands', { signal })",
      'client\n  .post(`/chats/${encodeURIComponent(id)}/messages`, body)',
      "export const CHECKOUT_ENDPOINT = '/checkout';\nclient.post(CHECKOUT_ENDPOINT, body)",
      "params.get('state')",
    ].join('\n');
    expect(callsIn(source, 'sample.ts')).toEqual([
      { method: 'get', path: '/brands', file: 'sample.ts' },
      { method: 'post', path: '/chats/{}/messages', file: 'sample.ts' },
      { method: 'post', path: '/checkout', file: 'sample.ts' },
    ]);
    const beacon = [
      "export const COLLECTOR_PATH = '/api/events';",
      "const label = 'not/a/path';",
      'navigator.sendBeacon(COLLECTOR_PATH, body);',
    ].join('\n');
    expect(callsIn(beacon, 'sink.ts')).toEqual([
      { method: 'post', path: '/events', file: 'sink.ts' },
    ]);
    // Without a beacon, an /api path is only text (a link, a test hook's address).
    expect(callsIn("const HREF = '/api/events';", 'link.ts')).toEqual([]);
    expect(pathMatches('/chats/{id}/messages', '/chats/{}/messages')).toBe(true);
    expect(pathMatches('/chats/{id}', '/chats/{}/messages')).toBe(false);
    expect(pathMatches('/brands/sponsored', '/brands/{}')).toBe(false);
  });
});

describe('the types the table gives', () => {
  it('come from the schemas', () => {
    expectTypeOf<OperationQuery<'listSpecials'>>().toEqualTypeOf<{
      retailerId?: string | undefined;
    }>();
    expectTypeOf<OperationBody<'addWishlistItem'>>().toEqualTypeOf<{
      productSlug: string;
      listSlug: string;
    }>();
    expectTypeOf<OperationResponse<'getClosestRetailers'>>().toEqualTypeOf<{ data: string }>();
  });
});
