import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../fixtures/data';
import { openSearchOverlay, test } from './helpers';

// contract/openapi.json must name every call a shopper's browser makes: the contract test reads
// the calls in the code (contract/appCalls.ts); this journey records the ones a real session
// makes, a path built at run time included, and looks each up in the document.

type Operation = { method: string; template: string; pattern: RegExp };

const METHODS = new Set(['get', 'post', 'patch', 'put', 'delete']);
const contract = JSON.parse(readFileSync('contract/openapi.json', 'utf8')) as {
  paths: Record<string, Record<string, unknown>>;
};
/** `/products/{slug}` as a pattern: each parameter is one path segment. */
const patternOf = (template: string) =>
  new RegExp(
    `^${template
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^/]+')}$`,
  );
const operations: Operation[] = Object.entries(contract.paths).flatMap(([template, methods]) =>
  Object.keys(methods)
    .filter((method) => METHODS.has(method))
    .map((method) => ({ method: method.toUpperCase(), template, pattern: patternOf(template) })),
);

/** The API calls the page's browser makes, as "METHOD /path" under the storefront's /api. */
function recordApiCalls(page: Page): Set<string> {
  const calls = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // The test hooks are the test command's, never a retailer's.
    if (!pathname.startsWith('/api/') || pathname.startsWith('/api/mock/')) return;
    calls.add(`${request.method()} ${pathname.slice('/api'.length)}`);
  });
  return calls;
}

const documented = (call: string) => {
  const [method, path = ''] = call.split(' ');
  return operations.some((op) => op.method === method && op.pattern.test(decodeURI(path)));
};

// At phone width: the search overlay opens from the sticky footer there.
test.use({ viewport: { width: 375, height: 812 } });

test('every API call of a shopper’s session is in the contract', async ({ page }) => {
  test.setTimeout(60_000);
  const calls = recordApiCalls(page);

  // The search overlay, then a product reached inside the app: the browser asks for its data.
  const search = await openSearchOverlay(page);
  await search.getByRole('searchbox', { name: 'Search products' }).fill('blue');
  await search
    .getByRole('list', { name: 'Products' })
    .getByRole('link', { name: /^Blue Dream Variants/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blue Dream' })).toBeVisible();
  await page.goto('/shop');
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  for (const path of ['/deals', '/brands', '/categories', '/store-directory', '/faq', '/blog']) {
    await page.goto(path);
  }

  await page.goto('/sign-in');
  const form = page.getByRole('form', { name: 'Welcome back' });
  await form.getByLabel('Email').fill(DEMO_EMAIL);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  const signedIn = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/auth/sign-in' && response.ok(),
  );
  await form.getByRole('button', { name: 'Sign In' }).click();
  await signedIn;
  for (const path of [
    '/profile',
    '/your-order',
    '/your-list',
    '/notification',
    '/notification-settings',
    '/ticket-list',
    '/chat-with-retailer',
  ]) {
    await page.goto(path);
  }

  // The session made calls of every kind: reads, a search, a sign-in, the shopper's own.
  expect(calls).toContain('GET /search/suggestions');
  expect(calls).toContain('POST /auth/sign-in');
  expect(calls.size).toBeGreaterThan(10);
  expect([...calls].filter((call) => !documented(call))).toEqual([]);
});
