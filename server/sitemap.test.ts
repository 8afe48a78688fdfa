import { describe, expect, it } from 'vitest';
import { BrandSchema, CategorySchema, RetailerSchema, SpecialSchema } from '../schemas';
import { ROUTES, matchRoute } from '../engine/routing';
import { canonicalUrl } from '../engine/seo/canonical';
import { robotsTxt, sitemapPaths, sitemapXml, SITEMAP_URL_LIMIT } from './sitemap';

const catalogue = {
  productSlugs: ['blue-dream', 'blue-dream', 'café au lait', ''],
  categories: [
    CategorySchema.parse({ categoryName: 'Pre Rolls', urlSlug: '' }),
    CategorySchema.parse({ categoryName: 'Flower', urlSlug: '/evil.example' }),
  ],
  brands: [BrandSchema.parse({ id: 'b1', brandName: 'Wana Brands & Co.', urlSlug: '' })],
  specials: [
    SpecialSchema.parse({ id: 's1', name: '20% off', urlSlug: '20%-off' }),
    SpecialSchema.parse({ id: 's2', name: 'No slug', urlSlug: '' }),
  ],
  retailers: [
    RetailerSchema.parse({ id: 'r1', urlSlug: 'greenleaf-troy' }),
    RetailerSchema.parse({ id: 'r2', urlSlug: '' }),
  ],
};

describe('sitemapPaths', () => {
  const paths = sitemapPaths(catalogue);

  it('lists the listing pages and the state directories', () => {
    expect(paths.slice(0, 3)).toEqual(['/', '/shop', '/categories']);
    expect(paths).toContain('/store-directory');
    expect(paths).toContain('/mi');
  });
  it('links stores by slug, else by id', () => {
    expect(paths).toContain('/greenleaf-troy');
    expect(paths).toContain('/r2');
  });
  it('builds category, brand, deal and product links with the pages’ own rules, encoded', () => {
    expect(paths).toContain('/category/pre-rolls');
    expect(paths).toContain('/category/%2Fevil.example');
    expect(paths).toContain('/brands/wana-brands-co');
    expect(paths).toContain('/deals/20%25-off');
    expect(paths).toContain('/product/caf%C3%A9%20au%20lait');
  });
  it('names each URL once and skips records without a slug', () => {
    expect(paths.filter((path) => path === '/product/blue-dream')).toHaveLength(1);
    expect(paths).not.toContain('/product/');
    expect(paths.some((path) => path.startsWith('/deals/') && path.endsWith('/'))).toBe(false);
  });
  it('stops at the sitemap protocol’s 50 000 URLs', () => {
    const many = { ...catalogue, productSlugs: Array.from({ length: 60_000 }, (_, i) => `p${i}`) };
    expect(sitemapPaths(many)).toHaveLength(SITEMAP_URL_LIMIT);
  });
});

describe('sitemap and canonical URLs agree', () => {
  const paths = sitemapPaths(catalogue);

  it.each(paths)('%s is its own canonical URL and a routed page', (path) => {
    const route = matchRoute(path, ROUTES)?.route ?? null;
    expect(route?.id).not.toBe('notFound');
    const url = canonicalUrl({
      origin: 'https://shop.example',
      pathname: path,
      search: '',
      routeId: route?.id ?? null,
    });
    expect(url).toBe(`https://shop.example${path}`);
  });

  it('lists nothing robots.txt keeps crawlers out of', () => {
    const disallowed = robotsTxt('https://shop.example')
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    for (const path of paths) {
      expect(disallowed.some((prefix) => path.startsWith(prefix))).toBe(false);
    }
  });
});

describe('sitemapXml', () => {
  it('writes absolute, XML-escaped locations', () => {
    const xml = sitemapXml('https://shop.example/', ['/', "/product/a&b'c"]);
    expect(xml).toContain('<loc>https://shop.example/</loc>');
    expect(xml).toContain('<loc>https://shop.example/product/a&amp;b&apos;c</loc>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});

describe('robotsTxt', () => {
  it('names the sitemap and keeps crawlers out of shopper-only pages', () => {
    const robots = robotsTxt('https://shop.example');
    expect(robots).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(robots).toContain('Disallow: /cart');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).not.toMatch(/Disallow: \/\s*$/m);
  });
});
