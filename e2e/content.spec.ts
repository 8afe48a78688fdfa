import { expect, type Page } from '@playwright/test';
import { test, watchErrors } from './helpers';

// Blog, education, FAQ, policy, event and response pages from the CMS (spec 1, 2.1).

const SERVER = `http://127.0.0.1:${process.env.E2E_SERVER_PORT ?? 3100}`;

const articleCards = (page: Page, name: string) =>
  page.getByRole('list', { name }).getByRole('article');

for (const [path, list] of [
  ['/blog', 'Blog articles'],
  ['/education', 'Education articles'],
] as const) {
  test(`${path} lists at least three articles, each linking to its page`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(`${path}?fixture=default`);
    await expect(articleCards(page, list).first()).toBeVisible();
    expect(await articleCards(page, list).count()).toBeGreaterThanOrEqual(3);
    const first = articleCards(page, list).first();
    const title = (await first.getByRole('heading').textContent()) ?? '';
    await first.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${path}/[a-z0-9-]+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(errors).toEqual([]);
  });
}

test('the blog pages through ?pageNo=', async ({ page }) => {
  await page.goto('/blog?fixture=default');
  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('link', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/\/blog\?pageNo=2$/);
  await expect(articleCards(page, 'Blog articles')).toHaveCount(1);
});

test('an article renders its rich text with nothing executable', async ({ page }) => {
  const errors = watchErrors(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/blog/a-beginners-guide-to-terpenes?fixture=default');
  const article = page.getByRole('main').locator('article').first();
  await expect(article.getByRole('heading', { level: 2, name: 'The big five' })).toBeVisible();
  await expect(article.getByText('Myrcene')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Blog Details');
  await expect(article.locator('script, [onclick], a[href^="javascript"]')).toHaveCount(0);
  await article.getByText('Claim your terpene sampler').click();
  expect(await page.evaluate(() => Reflect.get(window, '__pwned'))).toBeUndefined();
  expect(dialogs).toEqual([]);
  const types = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map(
        (script) => (JSON.parse(script.textContent ?? '{}') as { '@type'?: string })['@type'],
      ),
    );
  expect(types).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
  expect(errors).toEqual([]);
});

test('/faq opens and closes a question from the keyboard', async ({ page }) => {
  await page.goto('/faq?fixture=default');
  const question = page.getByRole('button', { name: 'Do you deliver?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'Do you deliver?' })).toContainText(
    'Choose “Delivery” in the store selector',
  );
  await page.keyboard.press('Space');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: 'Do you deliver?' })).toBeHidden();
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('button', { name: 'Which payment methods do you accept?' }),
  ).toBeFocused();
});

for (const [path, heading, text] of [
  ['/terms-and-conditions', 'Terms & Conditions', 'State law limits how much cannabis'],
  ['/privacy-policy', 'Privacy Policy', 'We never sell your personal information'],
] as const) {
  test(`${path} has its text and a working table of contents`, async ({ page }) => {
    await page.goto(`${path}?fixture=default`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(text)).toBeVisible();
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const last = toc.getByRole('link').last();
    const target = (await last.getAttribute('href')) ?? '';
    await last.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator(target)).toBeInViewport();
  });
}

test.describe('server rendering (production server)', () => {
  test.use({ baseURL: SERVER });

  for (const [path, text] of [
    ['/blog', 'A Beginner’s Guide to Terpenes'],
    ['/education', 'THC vs. CBD: How They Work'],
    ['/blog/a-beginners-guide-to-terpenes', 'The big five'],
    ['/education/thc-vs-cbd', 'Binds to CB1 receptors'],
    ['/about', 'six strains and a promise'],
    ['/faq', 'What ID do I need to bring?'],
    ['/terms-and-conditions', 'Purchase limits'],
    ['/privacy-policy', 'Who we share it with'],
    ['/events/fall-harvest-market', 'Saturday, December 5, 2026'],
    ['/response/thank-you', 'We received your message'],
  ] as const) {
    test(`${path} arrives with its content and hydrates without a mismatch`, async ({ page }) => {
      const html = await (await page.request.get(path)).text();
      expect(html).toContain(text.replace('&', '&amp;'));
      const errors = watchErrors(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('main').getByText(text).first()).toBeAttached();
      expect(errors).toEqual([]);
    });
  }
});
