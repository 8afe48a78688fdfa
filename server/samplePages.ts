import { afterEach, beforeAll, vi } from 'vitest';

/**
 * Sample URLs for the server's render tests: every route of spec 2.1 with values of the mock
 * catalogue, and the text a page shows (its HTML without tags, scripts and styles).
 */
export const SAMPLE_ORIGIN = 'http://shop.test';

const SAMPLES: Record<string, string> = {
  productSlug: 'blue-dream',
  retailerSlug: 'greenleaf-market-troy',
  storeId: 'greenleaf-market-troy',
  brand: 'green-harbor',
  categorySlug: 'flowers',
  slug: 'flower-20',
};
/** Routes whose parameter names a record of the fixtures' own (an article, an event). */
const RECORD_SAMPLES: Record<string, string> = {
  '/blog/:slug': '/blog/a-beginners-guide-to-terpenes',
  '/education/:slug': '/education/thc-vs-cbd',
  '/events/:eventSlug': '/events/fall-harvest-market',
  '/response/:responseId': '/response/thank-you',
};

/** A route's sample URL; the catch-all "*" is tried with a path no route has. */
export const sampleUrl = (path: string) =>
  `${SAMPLE_ORIGIN}${(path === '*' ? '/no/such/page' : (RECORD_SAMPLES[path] ?? path)).replace(/:(\w+)/g, (_, name: string) => SAMPLES[name] ?? 'sample')}`;

/** The words of a page's HTML, for comparing what two renders show. */
export const shownText = (html: string) =>
  html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

/** The console errors of each test in the calling describe block (emptied after each test). */
export function consoleErrors(): unknown[][] {
  const errors: unknown[][] = [];
  beforeAll(() => {
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      errors.push(args);
    });
  });
  afterEach(() => {
    errors.length = 0;
  });
  return errors;
}
