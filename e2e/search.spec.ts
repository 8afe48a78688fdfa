import { expect, type Page } from '@playwright/test';
import { openSearchOverlay, test, watchErrors } from './helpers';

// Spec 2.8, §5, §8, §9: the search overlay at phone width over the mock backend — suggestions,
// brands and products; a hostile term executes nothing; "no results" only after 700 ms; and
// "See All N Products" lists the same N products in the shop.

test.use({ viewport: { width: 375, height: 812 } });

const overlay = (page: Page) => page.getByRole('dialog', { name: 'Search products' });
const field = (page: Page) => overlay(page).getByRole('searchbox', { name: 'Search products' });

test(
  'typing a term shows suggestions, brands and products from the mock backend',
  { tag: '@api-mode' },
  async ({ page }) => {
    const errors = watchErrors(page);
    await openSearchOverlay(page);
    await expect(overlay(page).getByRole('list', { name: 'Trending Products' })).toBeVisible();
    await field(page).fill('blue');
    await expect(overlay(page).getByRole('heading', { name: 'Suggestions' })).toBeVisible();
    await expect(overlay(page).getByRole('heading', { name: 'Brands' })).toBeVisible();
    const products = overlay(page).getByRole('list', { name: 'Products' });
    await expect(
      products.getByRole('link', { name: /^Blue Dream Variants: \d+$/ }),
    ).toHaveAttribute('href', '/product/blue-dream');
    await expect(overlay(page).locator('mark').first()).toHaveText(/blue/i);
    expect(errors).toEqual([]);
  },
);

test('Trending Products are asked as spec 7.3 shows: brandIds empty, no term, six, POPULAR DESC', async ({
  page,
}) => {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'POST' && pathname === '/api/products/filter')
      bodies.push(request.postDataJSON());
  });
  await openSearchOverlay(page);
  const trending = overlay(page).getByRole('list', { name: 'Trending Products' });
  await expect(trending.getByRole('listitem')).toHaveCount(6);
  await expect
    .poll(() => bodies)
    .toContainEqual(
      expect.objectContaining({
        filter: { brandIds: [] },
        search: '',
        pagination: { offset: 0, limit: 6 },
        sort: { key: 'POPULAR', direction: 'DESC' },
      }),
    );
});

test('the input takes focus 2 s after opening', async ({ page }) => {
  await openSearchOverlay(page);
  await expect(overlay(page).getByRole('button', { name: 'Close search' })).toBeFocused();
  await expect(field(page)).toBeFocused({ timeout: 3500 });
});

/**
 * Types a term no product matches and waits until the overlay has answered it: the suggestions for
 * exactly this term came back and "No results" names the term, as text. Markup in the term would
 * be in the page by then.
 */
async function searchUnmatched(page: Page, term: string) {
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.endsWith('/search/suggestions') &&
      new URL(response.url()).searchParams.get('term') === term,
  );
  await field(page).fill(term);
  await answered;
  await expect(overlay(page).getByTestId('search-no-results')).toContainText(`“${term}”`);
}

test('a hostile term executes nothing', async ({ page }) => {
  const errors = watchErrors(page);
  await openSearchOverlay(page);
  await searchUnmatched(page, '<img src=x onerror="window.__searchXss=1">');
  await searchUnmatched(page, 'blue<img src=x onerror="window.__searchXss=2">');
  await expect(overlay(page).locator('img[src="x"], [onerror]')).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as { __searchXss?: number }).__searchXss),
  ).toBeUndefined();
  expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
});

test('"no results" appears only after 700 ms of a non-empty term', async ({ page }) => {
  await openSearchOverlay(page);
  const noResults = overlay(page).getByRole('heading', { name: 'No results' });
  // Timed inside the page, from the input event to the heading's insertion: a busy machine then
  // neither hides a heading shown too early nor fails one shown on time.
  await page.evaluate(() => {
    const w = window as { __typedAt?: number; __noResultsAt?: number };
    document.addEventListener('input', () => (w.__typedAt = performance.now()), true);
    new MutationObserver(() => {
      const shown = [...document.querySelectorAll('h1, h2, h3, h4')].some(
        (h) => h.textContent?.trim() === 'No results',
      );
      if (shown && w.__noResultsAt === undefined) w.__noResultsAt = performance.now();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await field(page).fill('zzzqx');
  await expect(noResults).toBeVisible({ timeout: 5000 });
  const elapsed = await page.evaluate(() => {
    const w = window as { __typedAt?: number; __noResultsAt?: number };
    return (w.__noResultsAt ?? 0) - (w.__typedAt ?? Infinity);
  });
  expect(elapsed).toBeGreaterThanOrEqual(700);
  // A new keystroke withdraws it until its own 700 ms have passed.
  await field(page).press('q');
  await expect(noResults).toHaveCount(0);
  await expect(noResults).toBeVisible({ timeout: 5000 });
});

test('"See All N Products" leads to the shop search listing the same N products', async ({
  page,
}) => {
  await openSearchOverlay(page);
  await field(page).fill('blue');
  const seeAll = overlay(page).getByRole('link', { name: /^See All \d+ Products$/ });
  await expect(seeAll).toBeVisible();
  const total = Number((await seeAll.textContent())?.match(/\d+/)?.[0]);
  expect(total).toBeGreaterThan(0);
  await seeAll.click();
  await expect(overlay(page)).toBeHidden();
  await expect(page).toHaveURL(/\?search=blue$/);
  await expect(page.getByText(`${total} ${total === 1 ? 'product' : 'products'}`)).toBeVisible();
});

test('Escape closes the overlay and gives focus back to the footer button', async ({ page }) => {
  await openSearchOverlay(page);
  await page.keyboard.press('Escape');
  await expect(overlay(page)).toBeHidden();
  await expect(
    page
      .getByRole('navigation', { name: 'Mobile navigation' })
      .getByRole('button', { name: 'Search' }),
  ).toBeFocused();
});
