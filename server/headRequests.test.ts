import { describe, expect, it } from 'vitest';
import type { PageRenderer } from './app';
import { BROWSER_UA, CRAWLER_UA, faultyServer } from './faultyServer';
import { renderPage } from './render';
import type { StreamingOptions } from './renderedPage';

// HEAD is GET without the body (RFC 9110 9.3.2): link checkers, monitors and caches use it to
// learn a URL's status and headers. They must be GET's, with no body.

/** The real renderer, noting whether each render was asked to stream. */
function watchedRenderer() {
  const asked: Array<StreamingOptions | undefined> = [];
  const render: PageRenderer = (request, deps, streaming) => {
    asked.push(streaming);
    return streaming ? renderPage(request, deps, streaming) : renderPage(request, deps);
  };
  return { render, asked };
}

/** The headers HEAD answers as GET does; Content-Encoding and its Vary entry are the
 * compressor's, which has no body to compress. */
const SAME_AS_GET = [
  'content-type',
  'cache-control',
  'x-content-type-options',
  'referrer-policy',
] as const;

describe('HEAD on pages', { timeout: 30_000 }, () => {
  it.each([
    ['a product', '/product/blue-dream', 200],
    ['an unknown product', '/product/no-such-product', 404],
    ['a path no route has', '/no/such/page', 404],
  ])('%s: GET’s status and headers, no body', async (_name, path, status) => {
    const { request } = faultyServer();
    const [head, get] = await Promise.all([
      request(path, { method: 'HEAD', userAgent: CRAWLER_UA }),
      request(path, { userAgent: CRAWLER_UA }),
    ]);
    expect(head.status).toBe(status);
    expect(get.status).toBe(status);
    for (const name of SAME_AS_GET) expect(head.headers.get(name)).toBe(get.headers.get(name));
    expect(head.headers.get('vary')).toMatch(/\bCookie\b/);
    expect(head.headers.get('content-security-policy')).toContain('script-src');
    expect(head.headers.get('x-request-id')).not.toBeNull();
    expect(await head.text()).toBe('');
  });

  it('is rendered whole for a browser too: no stream is left running for a body nobody reads', async () => {
    const { render, asked } = watchedRenderer();
    const { request } = faultyServer({ renderPage: render });
    const response = await request('/shop', {
      method: 'HEAD',
      userAgent: BROWSER_UA,
      faults: { productFilter: { delayMs: 300 } },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe('');
    expect(asked).toEqual([undefined]);
  });

  it('of a page whose record the API failed: 503 with Retry-After, as GET', async () => {
    const { request } = faultyServer();
    const response = await request('/product/blue-dream', {
      method: 'HEAD',
      faults: { product: 503 },
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).not.toBeNull();
    expect(await response.text()).toBe('');
  });
});

describe('HEAD on /api and the server’s own files', () => {
  it.each([
    ['/api/categories', 200, /^application\/json/],
    ['/api/products/blue-dream', 200, /^application\/json/],
    ['/api/cms/settings', 200, /^application\/json/],
    ['/api/products/no-such-product', 404, /^application\/json/],
    ['/api/no-such-route', 404, /^application\/json/],
    ['/robots.txt', 200, /^text\/plain/],
    ['/sitemap.xml', 200, /^application\/xml/],
  ])('%s: %i, its type, no body', async (path, status, type) => {
    const { request } = faultyServer();
    const [head, get] = await Promise.all([request(path, { method: 'HEAD' }), request(path)]);
    expect(get.status).toBe(status);
    expect(head.status).toBe(status);
    expect(head.headers.get('content-type')).toMatch(type);
    expect(head.headers.get('cache-control')).toBe(get.headers.get('cache-control'));
    expect(head.headers.get('etag')).toBe(get.headers.get('etag'));
    expect(await head.text()).toBe('');
  });

  it('keeps the API’s failure status', async () => {
    const { request } = faultyServer();
    const response = await request('/api/categories', {
      method: 'HEAD',
      faults: { categories: 503 },
    });
    expect(response.status).toBe(503);
    expect(await response.text()).toBe('');
  });
});
