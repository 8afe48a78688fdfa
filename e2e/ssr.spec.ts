import { expect, type BrowserContext, type Page } from '@playwright/test';
import { readWholePage, test, watchErrors } from './helpers';
import { issueServerToken } from './session';

// The production server renders every public page (content, styles, data) and the
// browser hydrates it without a mismatch, for a first visit and for a returning shopper.

const SERVER = `http://127.0.0.1:${process.env.E2E_SERVER_PORT ?? 3100}`;
test.use({ baseURL: SERVER });

/** Public routes of spec 2.1 with sample values from the mock catalogue. */
const PUBLIC_PATHS = [
  '/',
  '/homepage2',
  '/menu',
  '/shop',
  '/shop?search=blue',
  '/shop?pageNo=1&price=20',
  '/shop-cannabis-near-me',
  '/shop/brand/green-harbor',
  '/product/blue-dream',
  '/category/flowers',
  '/categories',
  '/search',
  '/search/brands',
  '/search/brands/green-harbor',
  '/search/categories',
  '/search/deals',
  '/brands',
  '/brands/green-harbor',
  '/sponsored-brand',
  '/specials',
  '/deals',
  '/deals-category',
  '/deals-collection/category?specialSlug=flower-20',
  '/find-a-dispensary',
  '/store-directory',
  '/mi',
  '/greenleaf-market-troy',
  '/store-details/greenleaf-market-troy',
  '/cart',
  '/about',
  '/faq',
];

/** A shopper who chose Greenleaf Market Troy: the cookie the server renders their store from. */
const chooseStoreByCookie = (context: BrowserContext) =>
  context.addCookies([
    {
      name: 'storefront-store',
      value: encodeURIComponent(
        JSON.stringify({
          retailerId: '7f3c2a10-5b8e-4d21-9a6f-1c2d3e4f5a01',
          retailerName: 'Greenleaf Market Troy',
          orderType: 'PICKUP',
          menuType: 'RECREATIONAL',
        }),
      ),
      url: SERVER,
    },
  ]);

/** The server's <main> is the one on screen after hydration: React adopted it, not redrew it. */
async function watchServerMain(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Reflect.set(window, '__serverMain', document.querySelector('#root main'));
    });
  });
}
const keptServerMain = (page: Page) =>
  page.evaluate(() => {
    const first: unknown = Reflect.get(window, '__serverMain');
    return first instanceof HTMLElement && first === document.querySelector('#root main');
  });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/shop shows product names and prices', async ({ page }) => {
    await page.goto('/shop');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
    await expect(main.getByText('Blue Dream').first()).toBeVisible();
    await expect(main.getByText(/\$\d+\.\d{2}/).first()).toBeVisible();
    await expect(page).toHaveTitle(/Shop/);
  });

  test('a product page carries Product + Offer and BreadcrumbList JSON-LD', async ({ page }) => {
    await page.goto('/product/blue-dream');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(
      'Blue Dream',
    );
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? 'null')));
    const types = blocks.map((block: { '@type'?: string }) => block['@type']);
    expect(types).toContain('Product');
    expect(types).toContain('BreadcrumbList');
    const product = blocks.find((block: { '@type'?: string }) => block['@type'] === 'Product') as {
      offers?: { price?: unknown; priceCurrency?: unknown };
    };
    expect(product.offers).toBeTruthy();
  });

  test('a shopper’s chosen store (its cookie) is rendered by the server', async ({
    page,
    context,
  }) => {
    await chooseStoreByCookie(context);
    await page.goto('/shop');
    await expect(page.getByText('Greenleaf Market Troy').first()).toBeAttached();
    await expect(page.getByRole('complementary', { name: 'Choose your store' })).toHaveCount(0);
    await expect(
      page
        .getByRole('main')
        .getByText(/\$\d+\.\d{2}/)
        .first(),
    ).toBeVisible();
  });
});

/**
 * Ids that name more than one element, in the server's HTML (`html`) or in the page as it is:
 * every id in a page is unique, or aria-labelledby, aria-controls and labels point at the wrong
 * element.
 */
const repeatedIds = (page: Page, html?: string) =>
  page.evaluate((source) => {
    const root =
      source === undefined ? document : new DOMParser().parseFromString(source, 'text/html');
    const ids = [...root.querySelectorAll('[id]')].map((element) => element.id);
    return [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
  }, html);

/** What `repeatedIds` finds on the page at `path`, once as served and once after hydration. */
async function idsRepeatedOn(page: Page, path: string, html: string): Promise<string[]> {
  return [
    ...(await repeatedIds(page, html)).map((id) => `${path}: id "${id}" repeated as served`),
    ...(await repeatedIds(page)).map((id) => `${path}: id "${id}" repeated after hydration`),
  ];
}

test.describe('hydration', () => {
  // One page load per route, in one browser context per group: a first visit stays a first visit
  // because the sweep forgets cookies and storage between pages. Groups of eight keep each test's
  // time (10 s alone, up to four times that on a loaded machine) well inside its timeout.
  const GROUP = 8;
  for (let start = 0; start < PUBLIC_PATHS.length; start += GROUP) {
    const paths = PUBLIC_PATHS.slice(start, start + GROUP);
    test(`public routes ${paths[0]} to ${paths.at(-1)}: the browser takes over the server's page without a mismatch`, async ({
      page,
      context,
    }) => {
      test.setTimeout(90_000);
      const errors: string[] = [];
      const seen = watchErrors(page);
      await watchServerMain(page);
      for (const path of paths) {
        await context.clearCookies();
        const response = await page.goto(path);
        await expect(page.getByRole('banner').first(), path).toBeVisible();
        if (!(await keptServerMain(page))) errors.push(`${path}: the server's <main> was redrawn`);
        // Parts below the fold take over as they come into view (HydrateOnView).
        await readWholePage(page);
        errors.push(...(await idsRepeatedOn(page, path, (await response?.text()) ?? '')));
        errors.push(...seen.splice(0).map((error) => `${path}: ${error}`));
        await page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
      }
      expect(errors).toEqual([]);
    });
  }

  // server/hydrationChunks: the page names its own chunks, which the loader asks for with the
  // entry; the browser finds them there and adds none of its own before it takes over. Links added
  // later (code loaded once the page is interactive and idle, such as the analytics layer) are the
  // page's business after hydration, so each link is noted with whether the page had taken over.
  const noteModuleLinks = (page: Page) =>
    page.addInitScript(() => {
      const early: string[] = [];
      Reflect.set(window, '__linksBeforeInteractive', early);
      new MutationObserver((records) => {
        if (document.documentElement.dataset.interactive === '') return;
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof HTMLLinkElement && node.rel === 'modulepreload')
              early.push(node.href);
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
  const hydrationChunks = async (page: Page) => {
    await page.waitForFunction(() => document.documentElement.dataset.interactive === '');
    return page.evaluate(() => ({
      named: JSON.parse(
        document.getElementById('storefront-chunks')?.textContent ?? '[]',
      ) as string[],
      added: (Reflect.get(window, '__linksBeforeInteractive') as string[]).map(
        (href) => new URL(href).pathname,
      ),
      loaded: performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    }));
  };
  for (const path of ['/shop', '/product/blue-dream']) {
    test(`${path} names the chunks its hydration imports, and only those`, async ({ page }) => {
      await noteModuleLinks(page);
      await page.goto(path);
      const { named, added, loaded } = await hydrationChunks(page);
      expect(named.length).toBeGreaterThan(5);
      // The entry's own three come from the loader; every other link is one the page named.
      const entry = /\/assets\/(framework|shell|rolldown-runtime)-[\w-]+\.js$/;
      expect(added.filter((href) => !entry.test(href) && !named.includes(href))).toEqual([]);
      expect(named.filter((href) => !loaded.includes(href))).toEqual([]);
    });
  }

  test('with a store chosen, / also names the reader of its hours', async ({ page, context }) => {
    await noteModuleLinks(page);
    await page.goto('/');
    const firstVisit = await hydrationChunks(page);
    await chooseStoreByCookie(context);
    await page.goto('/');
    const { named, loaded } = await hydrationChunks(page);
    expect(named).toEqual(expect.arrayContaining(firstVisit.named));
    expect(named.length).toBeGreaterThan(firstVisit.named.length);
    expect(named.filter((href) => !loaded.includes(href))).toEqual([]);
  });

  // Chrome takes any change to a sheet that declares a font face as a change of fonts and lays
  // the whole page out again: a second copy of the faces (a lazy chunk re-adding the inlined
  // stylesheet) or a face in styled-components' growing sheet cost a full layout each time.
  test('/ declares its font faces once, in a sheet that never changes', async ({ page }) => {
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.dataset.interactive === '');
    await readWholePage(page);
    const sheets = await page.evaluate(() =>
      [...document.styleSheets].flatMap((sheet) => {
        const faces = [...sheet.cssRules].filter((rule) => rule instanceof CSSFontFaceRule);
        const owner = sheet.ownerNode;
        const styled = owner instanceof Element && owner.hasAttribute('data-styled');
        return faces.length > 0 ? [{ faces: faces.length, styled, href: sheet.href }] : [];
      }),
    );
    // Inter's four weights and the metric-matched fallback, in the server's inlined <style>.
    expect(sheets).toEqual([{ faces: 5, styled: false, href: null }]);
  });

  // styled-components used to copy the server's rules into a tag of its own and remove the
  // server's, which restyled every element as the scripts started (engine/app/serverStyles).
  test('pages keep the server’s style sheet: hydration inserts none of its rules again', async ({
    page,
  }) => {
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.dataset.interactive === '');
    await readWholePage(page);
    const { styled, again } = await page.evaluate(() => {
      const server = document.querySelector('head style[data-server-styles]');
      const records = (server?.textContent ?? '').matchAll(
        /data-styled\.g\d+\[id="[\w-]+"\]\{content:"([^"]*)"\}/g,
      );
      const names = [...records].flatMap(([, list = '']) => list.split(',').filter(Boolean));
      const inserted = [...document.querySelectorAll('style[data-styled]')].flatMap((tag) =>
        tag instanceof HTMLStyleElement && tag.sheet
          ? [...tag.sheet.cssRules].map((rule) => rule.cssText)
          : [],
      );
      const copied = names.filter((name) => {
        const selector = new RegExp(`\\.${name}(?![\\w-])`);
        return inserted.some((text) => selector.test(text));
      });
      return { styled: names.length, again: copied };
    });
    expect(styled).toBeGreaterThan(50);
    expect(again).toEqual([]);
  });

  // The global rules the server rendered stay as they are: deleting and re-adding them (a
  // global style with interpolations does that as it mounts) restyles every element.
  test('/ hydrates without deleting a style rule', async ({ page }) => {
    await page.addInitScript(() => {
      const deleteRule = CSSStyleSheet.prototype.deleteRule;
      Reflect.set(window, '__deletedRules', 0);
      CSSStyleSheet.prototype.deleteRule = function (index) {
        Reflect.set(window, '__deletedRules', Number(Reflect.get(window, '__deletedRules')) + 1);
        deleteRule.call(this, index);
      };
    });
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.dataset.interactive === '');
    await readWholePage(page);
    expect(await page.evaluate(() => Reflect.get(window, '__deletedRules'))).toBe(0);
  });

  test('/ asks the API for nothing the server sent, and registers one popup visitor', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) calls.push(`${request.method()} ${pathname}`);
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    // The popup layer starts once the page is idle, after the first-load refresh (spec 4.4).
    await expect
      .poll(() => calls.includes('GET /api/popup-campaigns/active'), { timeout: 10_000 })
      .toBe(true);
    expect(calls.filter((call) => call === 'POST /api/popup-campaigns/visitors')).toHaveLength(1);
    const pageData = /^GET \/api\/(cms|brands|specials|categories|retailers|products|content)\b/;
    expect(calls.filter((call) => pageData.test(call))).toEqual([]);
  });

  test('a returning shopper (store chosen, signed in) hydrates cleanly too', async ({ page }) => {
    const token = await issueServerToken(page.context().request, SERVER);
    await page.addInitScript((sessionHandle) => {
      localStorage.setItem(
        'storeSelection',
        JSON.stringify({
          retailerId: '7f3c2a10-5b8e-4d21-9a6f-1c2d3e4f5a01',
          retailerName: 'Greenleaf Market Troy',
        }),
      );
      localStorage.setItem('sessionHandle', JSON.stringify(sessionHandle));
    }, token);
    const errors = watchErrors(page);
    await watchServerMain(page);
    for (const path of ['/', '/shop', '/product/blue-dream', '/find-a-dispensary']) {
      const response = await page.goto(path);
      expect(await keptServerMain(page)).toBe(true);
      await readWholePage(page);
      errors.push(...(await idsRepeatedOn(page, path, (await response?.text()) ?? '')));
    }
    // The stored store takes over after hydration: no "choose your store" prompt, and the
    // server now knows it too (its cookie).
    await expect(page.getByRole('complementary', { name: 'Choose your store' })).toBeHidden();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'storefront-store')?.value).toContain(
      '7f3c2a10-5b8e-4d21-9a6f-1c2d3e4f5a01',
    );
    expect(errors).toEqual([]);
  });
});

test.describe('a shopper in another time zone', () => {
  // UTC+14: a different weekday from the server's most of the day. The first browser render
  // uses the server's wall clock (server/render), then the shopper's own.
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  test('hydrates store hours without a mismatch', async ({ page }) => {
    const errors = watchErrors(page);
    await watchServerMain(page);
    await page.goto('/greenleaf-market-troy');
    await expect(page.getByRole('heading', { name: 'Pickup hours' })).toBeVisible();
    expect(await keptServerMain(page)).toBe(true);
    expect(errors).toEqual([]);
  });
});
