import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runContractSuite } from './main.ts';

/**
 * The suite against a backend that gets the contract wrong in the ways backends do: each wrong
 * answer must fail its check with a line that says what was wrong.
 */

const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/** Every answer, by method and path; anything else is a 404 with the error envelope. */
function answer(request: IncomingMessage, response: ServerResponse) {
  const route = `${request.method} ${new URL(request.url ?? '/', 'http://x').pathname}`;
  if (route === 'GET /api/retailers')
    return json(response, 200, {
      statusCode: 200,
      data: { data: [{ id: 'store-1', urlSlug: 'store-one' }], total: 1 },
    });
  // A record without the `data` the contract requires.
  if (route === 'GET /api/retailers/store-one') return json(response, 200, { statusCode: 200 });
  // A price as text.
  if (route === 'POST /api/products/filter')
    return json(response, 200, {
      menu: {
        products: [{ slug: 'blue-dream', productName: 'Blue Dream', price: '12' }],
        total: 1,
      },
    });
  // Any slug is found: no 404 for a product that does not exist.
  if (route.startsWith('GET /api/products/'))
    return json(response, 200, { statusCode: 200, data: { slug: 'blue-dream', price: 12 } });
  // Never answers.
  if (route === 'GET /api/brands') return;
  if (route === 'GET /api/categories')
    return response.writeHead(200, { 'content-type': 'text/html' }).end('<html>Oops</html>');
  if (route === 'GET /api/careers') return response.writeHead(204).end();
  // A write's success without the statusCode (or token) the storefront reads it by.
  if (route === 'POST /api/contact-messages') return json(response, 200, { message: 'Thanks!' });
  if (route === 'GET /api/cms/settings')
    return json(response, 500, { statusCode: 500, message: 'Database down' });
  return json(response, 404, { statusCode: 404, message: 'No such route' });
}

let server: Server;
let baseUrl: string;
const folder = mkdtempSync(path.join(tmpdir(), 'contract-suite-'));

beforeAll(async () => {
  server = createServer(answer);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await once(server, 'close');
  rmSync(folder, { recursive: true, force: true });
});

async function suite(args: readonly string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runContractSuite(args, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out, err: err.join('\n') };
}

const only = (...ids: string[]) => ids.flatMap((id) => ['--only', id]);

describe('the contract suite against a backend that breaks the contract', () => {
  it('fails each wrong answer with a line that says what was wrong', async () => {
    const jsonFile = path.join(folder, 'results.json');
    const ids = [
      'filterProducts',
      'getProduct',
      'getRetailer',
      'listBrands',
      'listCategories',
      'listCareerOpenings',
      'getSiteSettings',
      'sendContactMessage',
    ];
    const { code, out } = await suite([
      '--base-url',
      baseUrl,
      '--timeout-ms',
      '300',
      '--json',
      jsonFile,
      ...only(...ids),
    ]);
    expect(code).toBe(1);
    expect(out.slice(1)).toEqual([
      'FAIL  GET /cms/settings  getSiteSettings  expected a success (200), got 500: "Database down"',
      'FAIL  GET /retailers/{idOrSlug}  getRetailer  data: missing (required)',
      'PASS  GET /retailers/{idOrSlug}  getRetailer [unknown idOrSlug]',
      'FAIL  GET /brands  listBrands  no answer within 300 ms',
      'FAIL  GET /categories  listCategories  the body is not JSON (content-type text/html): "<html>Oops</html>"',
      'FAIL  POST /products/filter  filterProducts  menu.products[0].price: must be number (got "12")',
      'PASS  GET /products/{slug}  getProduct',
      'FAIL  GET /products/{slug}  getProduct [unknown slug]  expected 404 (unknown slug), got 200',
      'FAIL  POST /contact-messages  sendContactMessage  the storefront reads this as failed: a write needs a token or statusCode 200 or 201 (spec 7.1), found no statusCode',
      'FAIL  GET /careers  listCareerOpenings  status 204 is not documented (documents 200, any other failure)',
      expect.stringMatching(
        /^2 passed, 8 failed, 0 skipped \(10 checks of 8 operations .*does not meet/,
      ),
    ]);
    const record: unknown = JSON.parse(readFileSync(jsonFile, 'utf8'));
    expect(record).toMatchObject({ summary: { pass: 2, fail: 8, skip: 0 } });
  });

  it('says when the backend cannot be reached', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const { port } = closed.address() as AddressInfo;
    closed.close();
    await once(closed, 'close');
    const { code, out } = await suite([
      '--base-url',
      `http://127.0.0.1:${port}/api`,
      ...only('getSiteSettings'),
    ]);
    expect(code).toBe(1);
    expect(out[1]).toBe(
      `FAIL  GET /cms/settings  getSiteSettings  network error: connect ECONNREFUSED 127.0.0.1:${port}`,
    );
  });

  it('refuses bad arguments with the usage text', async () => {
    for (const args of [
      [],
      ['--base-url', 'ftp://example.test'],
      ['--base-url', baseUrl, '--email', 'a@example.test'],
      ['--base-url', baseUrl, '--timeout-ms', 'soon'],
      ['--base-url', baseUrl, '--only', 'noSuchOperation'],
      ['--base-url', baseUrl, '--verbose'],
    ]) {
      const { code, out, err } = await suite(args);
      expect(code, args.join(' ')).toBe(2);
      expect(out).toEqual([]);
      expect(err).toMatch(/^contract suite: /);
    }
    expect((await suite([])).err).toContain('Usage: npm run test:contract -- --base-url URL');
  });
});
