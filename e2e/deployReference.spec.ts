import { expect } from '@playwright/test';
import { runContractSuite } from '../contract/suite/main';
import { storeSelectionCookie } from '../engine/site/storeCookie';
import { StoreSelectionSchema } from '../engine/stores/storedSchemas';
import { startDeployStack, type DeployStack } from '../scripts/deployStack';
import { formatResult, runScenario, smokeScenarios } from '../scripts/loadtest';
import { shutdownUnderLoad } from '../scripts/loadProbes';
import { test, watchErrors } from './helpers';

// The deploy/ reference (nginx in front of two instances for a retailer's API, here the mock
// one): what it caches, for whom, and what it does when instances go away. Docs: deploy/README.md.

const BASE = Number(process.env.E2E_DEPLOY_PORT ?? 3450);
/** A store of the mock API, in the cookie's spelling the app writes. */
const troyCookie =
  storeSelectionCookie(
    StoreSelectionSchema.parse({
      retailerId: '7f3c2a10-5b8e-4d21-9a6f-1c2d3e4f5a01',
      retailerName: 'Greenleaf Market Troy',
    }),
  ).split(';')[0] ?? '';

test.describe.configure({ mode: 'serial', timeout: 60_000 });

let stack: DeployStack;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  // A short render budget: the load test's smoke holds pages for a slow or hung API that long.
  stack = await startDeployStack(
    { edge: BASE, instances: [BASE + 1, BASE + 2], api: BASE + 3 },
    { instanceEnv: { RENDER_BUDGET_MS: '1000' } },
  );
});
test.afterAll(async () => {
  await stack?.stop();
});

test('guests get pages from the cache, one copy per chosen store', async ({ request }) => {
  const get = (headers: Record<string, string> = {}) =>
    request.get(`${stack.origin}/`, { headers });
  const first = await get();
  expect(first.status()).toBe(200);
  expect(first.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=60/);
  expect(first.headers()['x-cache']).toBe('MISS');
  const again = await get();
  expect(again.headers()['x-cache']).toBe('HIT');
  expect(await again.text()).toBe(await first.text());

  const troy = await get({ cookie: troyCookie });
  expect(troy.headers()['x-cache']).toBe('MISS');
  expect(troy.headers()['storefront-store']).toBe(troyCookie.split('=')[1]);
  const troyPage = await troy.text();
  expect(troyPage).not.toBe(await first.text());
  const troyAgain = await get({ cookie: `analytics=1; ${troyCookie}` });
  expect(troyAgain.headers()['x-cache']).toBe('HIT');
  expect(await troyAgain.text()).toBe(troyPage);
  // Back to no store: the first copy, never Troy's.
  expect(await (await get({ cookie: 'analytics=2' })).text()).toBe(await first.text());
});

test('a signed-in shopper and the personal pages never go through the cache', async ({
  request,
}) => {
  const signedIn = await request.get(`${stack.origin}/`, {
    headers: { cookie: 'storefront_session=any-handle' },
  });
  expect(signedIn.headers()['x-cache']).toBe('BYPASS');
  expect(signedIn.headers()['cache-control']).toBe('private, no-store');
  for (let visit = 0; visit < 2; visit += 1) {
    const cart = await request.get(`${stack.origin}/cart`);
    expect(cart.headers()['cache-control']).toBe('private, no-store');
    expect(cart.headers()['x-cache']).toBe('MISS');
  }
});

test('/api goes through uncached; hashed files come from nginx itself', async ({ request }) => {
  const categories = await request.get(`${stack.origin}/api/categories`);
  expect(categories.status()).toBe(200);
  expect(categories.headers()['x-cache']).toBeUndefined();
  expect(categories.headers()['etag']).toMatch(/^W\//);
  expect(categories.headers()['x-request-id']).toBeDefined();

  const page = await (await request.get(`${stack.origin}/`)).text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(page)?.[0];
  expect(asset).toBeDefined();
  const file = await request.get(`${stack.origin}${asset}`);
  expect(file.status()).toBe(200);
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // No instance answered it: they name every response they send.
  expect(file.headers()['x-request-id']).toBeUndefined();
});

test('a shopper’s browser gets the page through nginx and it takes over cleanly', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(`${stack.origin}/shop`);
  await expect(page.getByRole('main')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the mock API, as its own process, meets the contract (npm run test:contract)', async () => {
  const lines: string[] = [];
  const collect = (line: string) => lines.push(line);
  const code = await runContractSuite(['--base-url', `http://127.0.0.1:${BASE + 3}/api`], {
    out: collect,
    err: collect,
  });
  expect(lines.filter((line) => line.startsWith('FAIL'))).toEqual([]);
  expect(code).toBe(0);
});

test('the load test’s smoke: every kind of scenario runs and reports its numbers', async () => {
  // A benchmark's smoke, not a timed test: nothing here depends on how fast an answer came.
  test.setTimeout(120_000);
  for (const scenario of smokeScenarios()) {
    const result = await runScenario(stack, scenario, 1);
    expect(result.requests, scenario.name).toBeGreaterThan(0);
    expect(result.errors, scenario.name).toBe(0);
    expect(Object.keys(result.byStatus).length, scenario.name).toBeGreaterThan(0);
    expect(result.memoryMb.after, scenario.name).toHaveLength(2);
    expect(result.firstByteMs.pages, scenario.name).toBeGreaterThan(0);
    expect(result.healthzMs.answers, scenario.name).toBeGreaterThan(0);
    expect(formatResult(result)).toContain(scenario.name);
  }
});

test('an instance that stops is left out; with both gone, cached pages are still served', async ({
  request,
}) => {
  // Stopped with pages on their way to it: each is answered whole (or shed), or never started;
  // none is cut partway, and the process is gone well before Docker's 10 s kill.
  const shutdown = await shutdownUnderLoad(
    stack.instanceOrigins[0],
    ['/', '/shop', '/product/blue-dream', '/deals'],
    8,
    () => stack.stopInstance(0),
  );
  expect(shutdown.outcomes.cut).toBe(0);
  expect(shutdown.outcomes.whole + shutdown.outcomes.busy + shutdown.outcomes.refused).toBe(8);
  expect(shutdown.exitMs).toBeLessThan(10_000);
  for (let page = 1; page <= 4; page += 1) {
    const response = await request.get(`${stack.origin}/shop?pageNo=${page}`);
    expect(response.status()).toBe(200);
  }
  await stack.stopInstance(1);
  const cached = await request.get(`${stack.origin}/`);
  expect(cached.status()).toBe(200);
  expect(['HIT', 'STALE', 'UPDATING']).toContain(cached.headers()['x-cache']);
});
