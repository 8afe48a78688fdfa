/**
 * sitemap.xml: the storefront's listing pages and every product, category, brand,
 * deal and store URL of the catalogue, built with the same link rules the pages use so the
 * sitemap never names a URL the app would not. One file holds at most 50 000 URLs (sitemaps.org).
 */
import type { Brand, Category, Retailer, Special } from '../schemas';
import { productHref } from '../engine/rules/cartLine';
import { storeDetailsHref } from '../engine/rules/storeCard';
import { brandSlug, categorySlug } from '../engine/viewmodels/catalogue/productView';
import { STATE_DIRECTORIES } from '../engine/pages/stores/storePageData';

export const SITEMAP_URL_LIMIT = 50_000;

export type SitemapCatalogue = {
  productSlugs: readonly string[];
  categories: readonly Category[];
  brands: readonly Brand[];
  specials: readonly Special[];
  retailers: readonly Retailer[];
};

/** The public listing pages of spec 2.1 that exist whatever the catalogue holds. */
const LISTING_PATHS = [
  '/',
  '/shop',
  '/categories',
  '/brands',
  '/deals',
  '/specials',
  '/find-a-dispensary',
  '/store-directory',
  ...STATE_DIRECTORIES.map((code) => `/${code.toLowerCase()}`),
];

const segment = (value: string) => encodeURIComponent(value.trim());

/** Site paths, each once, in a stable order: listings, stores, categories, brands, deals, products. */
export function sitemapPaths(catalogue: SitemapCatalogue): string[] {
  const paths = [
    ...LISTING_PATHS,
    ...catalogue.retailers.map((retailer) => storeDetailsHref(retailer)),
    ...catalogue.categories.map((category) => `/category/${segment(categorySlug(category))}`),
    ...catalogue.brands.map((brand) => `/brands/${segment(brandSlug(brand))}`),
    ...catalogue.specials
      .filter((special) => special.urlSlug.trim() !== '')
      .map((special) => `/deals/${segment(special.urlSlug)}`),
    ...catalogue.productSlugs.filter((slug) => slug.trim() !== '').map(productHref),
  ];
  // A record without a usable slug would give "/category/" or "/": not a page of its own.
  const usable = paths.filter((path) => !/\/$/.test(path) || path === '/');
  return [...new Set(usable)].slice(0, SITEMAP_URL_LIMIT);
}

const escapeXml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const base = origin.replace(/\/+$/, '');
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${base}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  const base = origin.replace(/\/+$/, '');
  // Shopper-only pages carry nothing for a search engine and would waste its crawl.
  const privatePaths = [
    '/cart',
    '/checkout',
    '/ecommerce-checkout',
    '/account',
    '/profile',
    '/your-order',
    '/your-list',
    '/save-for-later',
    '/notification',
    '/api/',
  ];
  return [
    'User-agent: *',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
