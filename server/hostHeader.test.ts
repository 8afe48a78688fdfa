import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createServerApp } from './app';
import { createLogger } from './logger';
import { createMockApi } from './mockApi';
import { renderPage } from './render';

// Any client can name any Host: it must not reach a crawler's or a cache's copy of the site.

const ORIGIN = 'https://shop.example';
const INDEX =
  '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>';

function clientDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'client-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  return path.relative(process.cwd(), dir);
}

const app = createServerApp({
  clientDir: clientDir(),
  indexHtml: INDEX,
  mockApi: createMockApi(),
  apiBaseUrl: null,
  publicOrigin: ORIGIN,
  logger: createLogger({ write: () => undefined }),
  renderPage,
});

/** A request as Node builds it for `Host: evil.example` (its URL is made from that header). */
const fromEvil = (url: string) =>
  app.request(`http://evil.example${url}`, { headers: { host: 'evil.example' } });

// The page renders go through every data pass in node, slow on a busy machine.
describe('a request’s Host header', { timeout: 30_000 }, () => {
  it.each(['/robots.txt', '/sitemap.xml'])('never reaches %s', async (url) => {
    const text = await (await fromEvil(url)).text();
    expect(text).toContain(`${ORIGIN}/`);
    expect(text).not.toContain('evil.example');
  });

  it.each(['/', '/product/blue-dream', '/shop', '/greenleaf-market-troy'])(
    'never reaches the head or structured data of %s',
    async (url) => {
      const response = await fromEvil(url);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).not.toContain('evil.example');
      const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
      if (canonical !== undefined) expect(canonical.startsWith(`${ORIGIN}/`)).toBe(true);
    },
  );

  it('leaves the product page’s links on the trusted origin', async () => {
    const html = await (await fromEvil('/product/blue-dream')).text();
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/product/blue-dream"`);
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/product/blue-dream"`);
    expect(html).toMatch(/application\/ld\+json/);
    expect(html).toContain(`"${ORIGIN}/product/blue-dream"`);
  });
});
