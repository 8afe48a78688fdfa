import { expect, type Page } from '@playwright/test';
import { test } from './helpers';
import { ROUTES } from '../engine/routing/routes';

/** A concrete URL for a route pattern: parameters become sample values, splats a sample path. */
function sampleUrl(path: string): string {
  return path.replace(/:[A-Za-z]+\??/g, 'sample').replace(/\*$/, 'sample');
}

const urls = [...new Set(ROUTES.map((route) => sampleUrl(route.path)))].map((url) =>
  url.startsWith('/') ? url : `/${url}`,
);

/** Routes inside the app, as a link would: the browser's history moves and the router follows. */
async function navigateInApp(page: Page, url: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await expect(page).toHaveURL((address) => `${address.pathname}${address.search}` === url);
}

// Every page, reached from another one inside the app: each renders in the browser (its module,
// its data) as a shopper following a link sees it. Server rendering and hydration of the public
// routes are checked in ssr.spec.ts, and every route renders on the server in server/render.test.tsx.
test('every route of spec 2.1 renders a page without an error boundary', async ({ page }) => {
  test.setTimeout(120_000);
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(`${page.url()}: ${error.message}`));
  await page.goto('/?fixture=default');
  await page.waitForFunction(() => document.documentElement.dataset.interactive === '');
  for (const url of urls) {
    await navigateInApp(page, url);
    await expect(page.getByRole('heading', { level: 1 }).first(), url).toBeVisible();
    await expect(page.locator('[aria-busy="true"]').first(), url).toBeHidden();
    if ((await page.locator('[data-region-error]').count()) > 0)
      failures.push(`${url}: region error`);
  }
  expect(failures).toEqual([]);
});
