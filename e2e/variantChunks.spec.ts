import { expect } from '@playwright/test';
import { test, watchScripts } from './helpers';

const HEADERS = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight'];

// Each header-* site downloads its own header chunk and no other header's (spec 2.3 via the registry).
for (const name of HEADERS) {
  test(`header-${name.toLowerCase()} downloads Header ${name} only`, async ({ page }) => {
    const scripts = watchScripts(page);
    await page.goto(`/?fixture=header-${name.toLowerCase()}`);
    await expect(page.getByRole('banner').first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const variantChunk = new RegExp(`^Header(${HEADERS.join('|')})-`);
    const headerChunks = [...scripts].filter((file) => variantChunk.test(file));
    expect(headerChunks.map((file) => file.split('-')[0])).toEqual([`Header${name}`]);
  });
}
