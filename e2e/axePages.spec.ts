import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import { test } from './helpers';

// axe on real pages of the mocked build at 375 and 1280 px: WCAG 2.0-2.2 A and AA plus
// axe's best practices, with WCAG 2.2 target size (2.5.8: every control at least 24 × 24 px or
// spaced instead), which axe-core ships switched off; the stories switch it on too
// (.storybook/preview.tsx). The preview toolbar is checked as well.

// Evaluated, not added as a <script>: the page's CSP (server/securityHeaders.ts) runs no inline
// script it does not allow (by the response's nonce or the loader's hash), and the check would
// fail the page it checks.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

async function axeViolations(page: Page) {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run(
          context: Document,
          options: object,
        ): Promise<{
          violations: { id: string; nodes: { target: string[]; failureSummary?: string }[] }[];
        }>;
      };
    };
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      rules: { 'target-size': { enabled: true } },
    });
    return result.violations.flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} ${node.target.join(' ')}: ${node.failureSummary ?? ''}`,
      ),
    );
  });
}

/** Pages about choosing a store do not prompt for one. */
const STORE_FINDER_PAGES = new Set([
  '/find-a-dispensary',
  '/store-directory',
  '/greenleaf-market-troy',
]);

const PAGES = [
  '/',
  '/shop',
  '/deals',
  '/brands',
  '/categories',
  '/product/blue-dream',
  '/cart',
  '/search/brands',
  '/specials',
  '/find-a-dispensary',
  '/store-directory',
  '/greenleaf-market-troy',
];

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });
    for (const path of PAGES) {
      test(`${path}: no axe violation, no control under 24 × 24 px`, async ({ page }) => {
        await page.goto(`${path}?fixture=default`, { waitUntil: 'networkidle' });
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeAttached();
        // Where the choose-store prompt is up (no store chosen), its buttons are checked too.
        if (!STORE_FINDER_PAGES.has(path)) {
          await expect(
            page.getByRole('complementary', { name: 'Choose your store' }),
          ).toBeVisible();
        }
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

test.describe('375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('"Not now" in the choose-store prompt is not under the preview toolbar', async ({
    page,
  }) => {
    await page.goto('/?fixture=default');
    const prompt = page.getByRole('complementary', { name: 'Choose your store' });
    // A plain click: Playwright refuses it when another element would receive the pointer.
    await prompt.getByRole('button', { name: 'Not now' }).click({ timeout: 5000 });
    await expect(prompt).toBeHidden();
    // The toolbar is still there for the CMS editor, at the end of the page.
    await expect(page.getByRole('button', { name: /^Preview:/ })).toBeAttached();
  });
});
