import { expect } from '@playwright/test';
import { test } from './helpers';
import { ROUTES } from '../engine/routing/routes';

/** A concrete URL for a route pattern: parameters become sample values, splats a sample path. */
function sampleUrl(path: string): string {
  return path.replace(/:[A-Za-z]+\??/g, 'sample').replace(/\*$/, 'sample');
}

const urls = [...new Set(ROUTES.map((route) => sampleUrl(route.path)))];

test('every route of spec 2.1 renders a page without an error boundary', async ({ page }) => {
  test.setTimeout(180_000);
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(`${page.url()}: ${error.message}`));
  await page.goto('/?fixture=default');
  for (const url of urls) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }).first(), url).toBeVisible();
    if ((await page.locator('[data-region-error]').count()) > 0)
      failures.push(`${url}: region error`);
  }
  expect(failures).toEqual([]);
});
