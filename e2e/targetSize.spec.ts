import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';

// WCAG 2.2 target size (2.5.8, axe rule `target-size`): every control is at least 24 × 24 px or
// has the spacing instead, on real pages of the mocked build, preview toolbar included. axe-core
// ships it switched off; the stories switch it on too (.storybook/preview.tsx).

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

async function targetSizeViolations(page: Page) {
  await page.addScriptTag({ path: axeSource });
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run(
          context: Document,
          options: object,
        ): Promise<{ violations: { nodes: { target: string[]; failureSummary?: string }[] }[] }>;
      };
    };
    const result = await axe.run(document, {
      runOnly: { type: 'rule', values: ['target-size'] },
      rules: { 'target-size': { enabled: true } },
    });
    return result.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    );
  });
}

const PAGES = ['/', '/shop', '/deals', '/brands', '/product/blue-dream', '/cart', '/search/brands'];

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });
    for (const path of PAGES) {
      test(`${path}: no control under 24 × 24 px`, async ({ page }) => {
        await page.goto(`${path}?fixture=default`, { waitUntil: 'networkidle' });
        // The choose-store prompt is up (no store chosen): its buttons are checked too.
        await expect(page.getByRole('complementary', { name: 'Choose your store' })).toBeVisible();
        expect(await targetSizeViolations(page)).toEqual([]);
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
