import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { bringIntoView, test, watchErrors, watchScripts } from './helpers';

// Spec 2.16: ten footer designs picked by isFooterOne…Ten, each with the CMS colours
// applied; today's deals capped at 5; the store carousel only under its two conditions (2.11).

const DESIGNS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const chunkName = (design: string) => `Footer${design[0]?.toUpperCase()}${design.slice(1)}`;

type RawSite = {
  extends?: string;
  generalSettingsComponentUiData?: { footerBackgroundColor?: string; footerFontColor?: string };
};
const readSite = (name: string): RawSite =>
  JSON.parse(readFileSync(new URL(`../fixtures/sites/${name}.json`, import.meta.url), 'utf8'));

/** The CMS footer colours a fixture site resolves to (its own, else those of the site it extends). */
function cmsColours(name: string): { background: string; font: string } {
  const site = readSite(name);
  const parent = site.extends ? cmsColours(site.extends) : { background: '', font: '' };
  const own = site.generalSettingsComponentUiData ?? {};
  return {
    background: own.footerBackgroundColor ?? parent.background,
    font: own.footerFontColor ?? parent.font,
  };
}

/** "#0f2a1f" → "rgb(15, 42, 31)", as getComputedStyle reports colours. */
function rgb(hex: string): string {
  const n = (at: number) => parseInt(hex.slice(at, at + 2), 16);
  return `rgb(${n(1)}, ${n(3)}, ${n(5)})`;
}

/** The footer sits below the fold; bring it in and let its data and heading skeletons settle. */
async function openFooter(page: Page, site: string): Promise<Locator> {
  await page.goto(`/?fixture=${site}`);
  const footer = page.getByRole('contentinfo');
  await bringIntoView(footer);
  await expect(footer.getByRole('link', { name: 'Shop All Specials' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return footer;
}

/** Layout fingerprint: the footer's height and where its landmarks and logo sit. */
function layoutShape(footer: Locator): Promise<string> {
  return footer.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const parts = [...el.querySelectorAll('nav, img')].map((node) => {
      const r = node.getBoundingClientRect();
      return `${Math.round(r.left - box.left)},${Math.round(r.top - box.top)}`;
    });
    return `${Math.round(box.height)}|${parts.join(';')}`;
  });
}

const shapes = new Map<string, string>();

for (const design of DESIGNS) {
  test(`footer-${design} renders Footer ${design} in its CMS colours, at most 5 deals, no store carousel`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const scripts = watchScripts(page);
    const footer = await openFooter(page, `footer-${design}`);
    const colours = cmsColours(`footer-${design}`);

    await expect(footer).toHaveAttribute('data-footer', design);
    const custom = await footer.evaluate((el) => ({
      bg: getComputedStyle(el).getPropertyValue('--footer-bg').trim(),
      fg: getComputedStyle(el).getPropertyValue('--footer-fg').trim(),
    }));
    expect(custom).toEqual({ bg: colours.background, fg: colours.font });
    await expect(footer).toHaveCSS('color', rgb(colours.font));

    const deals = footer.getByRole('navigation', { name: "Today's Deals" }).getByRole('link');
    const count = await deals.count();
    expect(count).toBeGreaterThan(1);
    expect(count).toBeLessThanOrEqual(5 + 1);
    await expect(deals.last()).toHaveAccessibleName('Shop All Specials');

    shapes.set(design, await layoutShape(footer));

    // The standard provider does not show the store carousel, even with the CMS section on.
    await expect(footer.getByRole('link', { name: 'Store Details' })).toHaveCount(0);

    // Only this design's chunk was downloaded.
    const variantChunk = new RegExp(`^(${DESIGNS.map(chunkName).join('|')})-`);
    const footerChunks = [...scripts].filter((file) => variantChunk.test(file));
    expect(footerChunks.map((file) => file.split('-')[0])).toEqual([chunkName(design)]);
    expect(errors.filter((e) => /react|uncaught|pageerror/i.test(e))).toEqual([]);
  });
}

// Runs after the ten tests above (one worker, file order): every design left a different shape.
test('the ten designs are ten different footers', () => {
  expect([...shapes.keys()].sort()).toEqual([...DESIGNS].sort());
  expect(new Set(shapes.values()).size).toBe(DESIGNS.length);
});

test('the store carousel shows for a provider that shows it when the CMS section is on', async ({
  page,
}) => {
  const footer = await openFooter(page, 'footer-stores');
  const details = footer.getByRole('link', { name: 'Store Details' });
  await expect(details.first()).toBeVisible();
  for (const link of await details.all()) {
    await expect(link).toHaveAttribute('href', /^\/[^/]+$/);
  }
  // Spec 2.11: "Call : {phone}" only for a store with a real number.
  for (const call of await footer.getByText(/^Call : /).all()) {
    await expect(call).not.toHaveText(/Call : (null)?$/);
  }
});

test('the store carousel stays hidden when the CMS section is off', async ({ page }) => {
  const footer = await openFooter(page, 'footer-stores-disabled');
  await expect(footer).toHaveAttribute('data-footer', 'ten');
  await expect(footer.getByRole('link', { name: 'Store Details' })).toHaveCount(0);
});

test('hostile CMS subtext renders inert and unsafe links are not rendered', async ({ page }) => {
  const errors = watchErrors(page);
  const footer = await openFooter(page, 'footer-unsafe-subtext');
  await expect(footer.getByText('Visit us today.')).toBeVisible();
  await expect(footer.locator('script')).toHaveCount(0);
  await expect(footer.locator('[onerror], [href^="javascript:" i]')).toHaveCount(0);
  await expect(footer.getByRole('link', { name: 'Free Gift' })).toHaveCount(0);
  await expect(footer.getByRole('link', { name: 'Claim your reward' })).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as { __footerXss?: string }).__footerXss),
  ).toBeUndefined();
  expect(errors.filter((e) => /pageerror/.test(e))).toEqual([]);
});

test('social links open in a new tab without access to the opener', async ({ page }) => {
  const footer = await openFooter(page, 'footer-one');
  const social = footer.getByRole('navigation', { name: 'Social media' }).getByRole('link');
  expect(await social.count()).toBeGreaterThan(0);
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('no quick links from the CMS means no "Quick Links" heading', async ({ page }) => {
  const footer = await openFooter(page, 'footer-no-quick-links');
  await expect(footer.getByRole('navigation', { name: 'Shop' })).toBeVisible();
  await expect(footer.getByText('Quick Links')).toHaveCount(0);
});

test('the marketplace provider hides the store directory links', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('provider', JSON.stringify('marketplace')));
  const footer = await openFooter(page, 'footer-one');
  const quick = footer.getByRole('navigation', { name: 'Quick Links' });
  await expect(quick.getByRole('link', { name: 'FAQ' })).toBeVisible();
  await expect(quick.getByRole('link', { name: 'Find a Dispensary' })).toHaveCount(0);
  await expect(quick.getByRole('link', { name: 'Store Directory' })).toHaveCount(0);
});

test('CMS colours that fail contrast are listed in the diagnostics', async ({ page }) => {
  await openFooter(page, 'footer-low-contrast');
  const toggle = page.getByRole('button', { name: /^Preview:/ });
  await expect(toggle).toHaveText(/Preview: footer-low-contrast · \d+ diagnostics/);
  await toggle.click();
  const list = page.getByRole('list', { name: 'Diagnostics' });
  await expect(list).toContainText('generalSettingsComponentUiData.footerFontColor');
  await expect(list).toContainText('below the 4.5:1 WCAG AA minimum');
});
