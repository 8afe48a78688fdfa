import { expect } from '@playwright/test';
import { HEADER_VARIANTS } from '../schemas/layoutFamilies';
import { test, watchScripts } from './helpers';

const HEADERS = HEADER_VARIANTS.map((variant) => variant[0]?.toUpperCase() + variant.slice(1));

// Each header-* site downloads its own header chunk and no other header's (spec 2.3 via the registry).
for (const name of HEADERS) {
  test(`header-${name.toLowerCase()} downloads Header ${name} only`, async ({ page }) => {
    const scripts = watchScripts(page);
    await page.goto(`/?fixture=header-${name.toLowerCase()}`);
    const banner = page.getByRole('banner').first();
    await expect(banner).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The header is the server's until the shopper reaches for it (HydrateOnView).
    await banner.hover();
    const variantChunk = new RegExp(`^Header(${HEADERS.join('|')})-`);
    const headerChunks = () =>
      [...scripts].filter((file) => variantChunk.test(file)).map((file) => file.split('-')[0]);
    await expect.poll(headerChunks).toEqual([`Header${name}`]);
    await expect(page.locator('[data-hydration="done"]').getByRole('banner')).toBeAttached();
    expect(headerChunks()).toEqual([`Header${name}`]);
  });
}
