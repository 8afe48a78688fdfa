import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../engine/api/client';
import { ROUTES } from '../engine/routing/routes';
import { storeSelectionCookie } from '../engine/site/storeCookie';
import { StoreSelectionSchema } from '../engine/stores/storedSchemas';
import { createMockApi } from './mockApi';
import { pageDocument } from './document';
import { renderPage } from './render';
import type { WholePage } from './renderedPage';
import { PROVISIONAL_TITLE } from '../engine/shell/pageTitle';
import { SAMPLE_ORIGIN, sampleUrl, shownText as text, consoleErrors } from './samplePages';

// Every route of spec 2.1 renders on the server with its data, without touching window or
// document (pages must render on the server).

const mock = createMockApi();
const client = createApiClient({
  baseUrl: 'http://shop.test/api',
  fetch: (input, init) => {
    const request = new Request(input, init);
    return mock.handle(request, { sandbox: 'render', fixtureFrom: request, clientAddress: null });
  },
});

const render = (path: string): Promise<WholePage> =>
  renderPage(new Request(sampleUrl(path)), { client, origin: SAMPLE_ORIGIN });

// A render runs every data pass of a whole page in node; the first one also loads the page
// modules, which takes longer than 5 s on a machine busy with the other test files.
describe('server rendering', { timeout: 30_000 }, () => {
  const errors = consoleErrors();

  it.each(ROUTES.map((route) => [route.path, route.title] as const))(
    '%s renders its page without errors',
    async (path, title) => {
      const page = await render(path);
      expect(page.status).toBe(path === '*' ? 404 : 200);
      expect(page.html).toContain('id="main"');
      // Nothing left to the browser: every Suspense boundary rendered with its data.
      expect(page.html).not.toMatch(/<!--\$[!?]-->/);
      // …and the page names itself, not with the stand-in of a page still waiting for its data.
      expect(page.html).toContain(`<title>`);
      expect(page.html).not.toContain(PROVISIONAL_TITLE);
      expect(text(page.html).length).toBeGreaterThan(200);
      expect(page.styles).toContain('<style');
      expect(errors.map((args) => String(args[0]))).toEqual([]);
      expect(title).not.toBe('');
    },
  );

  it.each([
    ['/blog/no-such-article', 'We couldn’t find this article'],
    ['/education/no-such-article', 'We couldn’t find this article'],
    ['/events/no-such-event', 'We couldn’t find this event'],
    ['/response/no-such-response', 'Nothing to show here'],
    ['/product/no-such-product', 'We couldn’t find this product'],
  ])('answers 404 with its notice for a record the API does not have: %s', async (path, notice) => {
    const page = await render(path);
    expect(page.status).toBe(404);
    expect(text(page.html)).toContain(notice);
    expect(page.html).toContain('<meta name="robots" content="noindex"');
  });

  it.each(['/x/cart-abandonment', '/x/cart-abandonment/cart_abc_1', '/product/cart-abandonment'])(
    'renders %s as the cart-abandonment landing (spec 2.1), kept by no shared cache',
    async (path) => {
      const page = await render(path);
      expect(page.status).toBe(200);
      expect(page.html).toContain('<title>Your Cart | Greenleaf Market</title>');
      expect(text(page.html)).toContain('Shopping cart is empty!');
      expect(page.caching).toBe('personal');
    },
  );

  it('puts products with names and prices in the HTML of /shop, with their data', async () => {
    const page = await render('/shop');
    expect(text(page.html)).toMatch(/Blue Dream/);
    expect(text(page.html)).toMatch(/\$\d+\.\d{2}/);
    const keys = page.state.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys.some((key) => key.startsWith('["products","filter"'))).toBe(true);
    expect(keys).toContain('["cms","settings"]');
  });

  it('renders the store the shopper’s cookie names, with its menu', async () => {
    const selection = StoreSelectionSchema.parse({
      retailerId: '7f3c2a10-5b8e-4d21-9a6f-1c2d3e4f5a01',
      retailerName: 'Greenleaf Market Troy',
    });
    const request = new Request(sampleUrl('/shop'), {
      headers: { cookie: storeSelectionCookie(selection).split(';')[0] ?? '' },
    });
    const page = await renderPage(request, { client, origin: 'http://shop.test' });
    expect(text(page.html)).toContain('Greenleaf Market Troy');
    const keys = page.state.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys.some((key) => key.includes('7f3c2a10-5b8e-4d21-9a6f-1c2d3e4f5a01'))).toBe(true);
  });

  it('leaves browser-only queries (the shopper’s position) to the browser', async () => {
    const page = await render('/find-a-dispensary');
    const keys = page.state.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys).not.toContain('["closestRetailers"]');
    expect(keys).toContain('["retailers"]');
  });

  it('renders CMS rich text as sanitised HTML, as the browser does', async () => {
    const page = await render('/');
    expect(page.html).not.toContain('&lt;p&gt;');
    expect(page.html).toMatch(/<p>[^<]*licensed medical and adult-use cannabis retailer/);
  });

  it('puts Product + Offer and BreadcrumbList JSON-LD in a product page', async () => {
    const page = await render('/product/blue-dream');
    const blocks = [
      ...page.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map((match) => JSON.parse(match[1] ?? 'null') as { '@type'?: string; offers?: unknown });
    const product = blocks.find((block) => block['@type'] === 'Product');
    expect(product?.offers).toBeTruthy();
    expect(blocks.some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);
    expect(page.html).toContain('http://shop.test/product/blue-dream');
  });

  it.each([
    ['/product/no-such-product', 'We couldn’t find this product'],
    ['/product/%2F%2Fevil.example', 'We couldn’t find this product'],
    ['/brands/no-such-brand', 'We couldn’t find this brand'],
    ['/shop/brand/no-such-brand', 'We couldn’t find this brand'],
    ['/category/no-such-category', 'We couldn’t find this category'],
    ['/no-such-store', 'We could not find that store'],
    ['/no/such/page', 'Page not found'],
  ])('answers %s with 404 and the not-found page, kept out of search', async (path, message) => {
    const page = await render(path);
    expect(page.status).toBe(404);
    expect(text(page.html)).toContain(message);
    expect(page.html).toContain('<meta name="robots" content="noindex"/>');
    expect(page.html).not.toContain('rel="canonical"');
    // The browser's first render reads the same "not found" answer from the cache: no skeleton.
    expect(text(page.html)).not.toMatch(/Loading (product|store)/);
  });

  const headOf = (html: string) => ({
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    meta: (key: string) =>
      new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1],
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
    ),
  });

  it('gives a product page its title, description, canonical and sharing tags', async () => {
    const head = headOf((await render('/product/blue-dream?utm_source=mail')).html);
    expect(head.title).toBe('Blue Dream | Greenleaf Market');
    expect(head.canonical).toBe('http://shop.test/product/blue-dream');
    expect(head.meta('description')).toBeTruthy();
    expect(head.meta('og:type')).toBe('product');
    expect(head.meta('og:image')).toMatch(/^http:\/\/shop\.test\//);
    expect(head.meta('twitter:card')).toBe('summary_large_image');
  });

  it('lists the products of /shop as an ItemList, with a canonical that keeps the filters', async () => {
    const page = await render('/shop?pageNo=1&price=100-above&fixture=default');
    const head = headOf(page.html);
    expect(head.canonical).toBe('http://shop.test/shop?price=100-above');
    const list = head.jsonLd.find((block) => block['@type'] === 'ItemList');
    expect(list?.itemListElement).toEqual(
      expect.arrayContaining([expect.objectContaining({ position: 1 })]),
    );
  });

  it('renders a listing narrowed by facets whole, noindex, with the listing as its canonical', async () => {
    // A THC range needs the unit of the listing's span first: the data passes ask in turn.
    const page = await render('/shop?strain=INDICA,HYBRID&thc=18-30&pageNo=2');
    const head = headOf(page.html);
    expect(head.meta('robots')).toBe('noindex');
    expect(head.canonical).toBe('http://shop.test/shop');
    expect(text(page.html)).toContain('Filter by');
    expect(page.html).toContain('aria-label="Minimum THC"');
    expect(text(page.html)).toContain('THC 18–30%');
    expect(page.html).not.toMatch(/<!--\$[!?]-->/);
  });

  it('words store hours at the server’s wall clock and hands that clock to the browser', async () => {
    // A Sunday, late: the first browser render must say "Sunday (today)" as the HTML does.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 23, 30, 5));
    try {
      const page = await render('/greenleaf-market-troy');
      expect(page.now).toBe('2026-11-22T23:30:05');
      expect(text(page.html)).toContain('Sunday (today)');
      const html = pageDocument(
        '<html><head></head><body><div id="root"></div></body></html>',
        page,
      );
      expect(html).toContain(`"now":"2026-11-22T23:30:05"`);
    } finally {
      vi.useRealTimers();
    }
  });

  it('puts Organization JSON-LD on the home page and LocalBusiness with hours on a store page', async () => {
    const home = headOf((await render('/')).html);
    expect(home.title).toBe('Greenleaf Market');
    expect(home.jsonLd.some((block) => block['@type'] === 'Organization')).toBe(true);
    const store = headOf((await render('/greenleaf-market-troy')).html);
    const business = store.jsonLd.find((block) => block['@type'] === 'Store');
    expect(business).toMatchObject({
      name: 'Greenleaf Market Troy',
      telephone: expect.any(String),
    });
    expect(business?.openingHoursSpecification).toEqual(
      expect.arrayContaining([expect.objectContaining({ opens: '09:00' })]),
    );
    expect(store.canonical).toBe('http://shop.test/greenleaf-market-troy');
  });
});
