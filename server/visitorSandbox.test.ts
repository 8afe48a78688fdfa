import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createMockApi } from './mockApi';
import {
  MOCK_SANDBOX_HEADER,
  mockContextOf,
  VISITOR_COOKIE,
  visitorSandbox,
} from './visitorSandbox';

const ORIGIN = 'http://shop.test';

function serverWith({ testHooks = false, secureCookies = false } = {}) {
  const mockApi = createMockApi({ testHooks });
  const app = new Hono();
  app.use(visitorSandbox({ namedSandboxes: testHooks, secureCookies }));
  app.all('/api/*', (c) => mockApi.handle(c.req.raw, mockContextOf(c)));
  app.get('/robots.txt', (c) => c.text('User-agent: *', 200, { 'Cache-Control': 'public' }));
  app.get('*', (c) => c.html('<main>page</main>'));
  return app;
}

type Server = ReturnType<typeof serverWith>;

/** The visitor id a response hands out, if any. */
function issuedId(response: Response): string | null {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${VISITOR_COOKIE}=`));
  return cookie === undefined ? null : (cookie.split(';')[0]?.split('=')[1] ?? null);
}

const asVisitor = (id: string | null, headers: Record<string, string> = {}) =>
  id === null ? headers : { ...headers, cookie: `${VISITOR_COOKIE}=${id}` };

const PRODUCT = { productId: 'p-001', option: '3.5g', quantity: 2 };

async function addToCart(app: Server, headers: Record<string, string>) {
  return app.request(`${ORIGIN}/api/cart/items`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(PRODUCT),
  });
}

async function cartCount(app: Server, headers: Record<string, string>): Promise<number> {
  const response = await app.request(`${ORIGIN}/api/cart`, { headers });
  const body = (await response.json()) as { data: { totals: { cartCounter: number } } };
  return body.data.totals.cartCounter;
}

describe('visitor sandboxes', () => {
  it('give a new visitor a random id in an HttpOnly cookie, on pages and /api alike', async () => {
    const app = serverWith();
    for (const path of ['/', '/api/categories']) {
      const response = await app.request(`${ORIGIN}${path}`);
      const cookie = response.headers.getSetCookie().join('\n');
      expect(cookie).toMatch(
        new RegExp(`^${VISITOR_COOKIE}=[0-9a-f-]{36}; Path=/; HttpOnly; SameSite=Lax$`),
      );
    }
    const first = issuedId(await app.request(`${ORIGIN}/`));
    expect(first).not.toBeNull();
    expect(issuedId(await app.request(`${ORIGIN}/`))).not.toBe(first);
  });

  it('mark the cookie Secure when the storefront is served over https', async () => {
    const response = await serverWith({ secureCookies: true }).request(`${ORIGIN}/`);
    expect(response.headers.getSetCookie().join('\n')).toMatch(/; Secure/);
  });

  it('keep one visitor’s cart from another', async () => {
    const app = serverWith();
    const first = await addToCart(app, {});
    expect(first.status).toBe(200);
    const visitor = issuedId(first);
    expect(await cartCount(app, asVisitor(visitor))).toBe(PRODUCT.quantity);
    const other = issuedId(await app.request(`${ORIGIN}/`));
    expect(await cartCount(app, asVisitor(other))).toBe(0);
    expect(await cartCount(app, {})).toBe(0);
  });

  it('hand out no new id to a visitor who has one', async () => {
    const app = serverWith();
    const visitor = issuedId(await app.request(`${ORIGIN}/`));
    expect(issuedId(await app.request(`${ORIGIN}/`, { headers: asVisitor(visitor) }))).toBeNull();
  });

  it('replace an id this server did not issue, and it reaches no one’s sandbox', async () => {
    const app = serverWith();
    const forged = 'visitor-1';
    expect((await addToCart(app, asVisitor(forged))).status).toBe(200);
    const response = await app.request(`${ORIGIN}/api/cart`, { headers: asVisitor(forged) });
    const fresh = issuedId(response);
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
    expect(await cartCount(app, asVisitor(forged))).toBe(0);
  });

  it('never put the id on a response a shared cache may keep', async () => {
    const response = await serverWith().request(`${ORIGIN}/robots.txt`);
    expect(issuedId(response)).toBeNull();
  });

  it('ignore a named sandbox without test hooks', async () => {
    const app = serverWith();
    const named = { [MOCK_SANDBOX_HEADER]: 'journey-1' };
    expect((await addToCart(app, named)).status).toBe(200);
    expect(await cartCount(app, named)).toBe(0);
  });

  it('with test hooks, let a request name its sandbox, whatever its cookie', async () => {
    const app = serverWith({ testHooks: true });
    const named = { [MOCK_SANDBOX_HEADER]: 'journey-1' };
    expect((await addToCart(app, named)).status).toBe(200);
    const visitor = issuedId(await app.request(`${ORIGIN}/`));
    expect(await cartCount(app, asVisitor(visitor, named))).toBe(PRODUCT.quantity);
    expect(await cartCount(app, { [MOCK_SANDBOX_HEADER]: 'journey-2' })).toBe(0);
  });

  it('must run before the mock is asked', async () => {
    const app = new Hono();
    app.get('*', (c) => c.json(mockContextOf(c)));
    app.onError((error, c) => c.text(error.message, 500));
    expect(await (await app.request(`${ORIGIN}/`)).text()).toMatch(/visitorSandbox\(\) must run/);
  });
});
