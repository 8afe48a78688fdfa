import { Hono } from 'hono';
import { createLogger } from './logger';
import { describe, expect, it } from 'vitest';
import { apiGateway, type ApiBackend } from './apiGateway';
import { JSON_BODY_LIMIT, MULTIPART_BODY_LIMIT } from './apiBody';
import { API_MESSAGES } from './apiErrors';
import { EVENT_BATCH_BYTES_MAX } from '../schemas/analytics/events';
import { SESSION_COOKIE, sessionHandle } from './sessionCookie';
import { TIMEOUT_ERROR_MESSAGE } from '../engine/api/errors';

const ORIGIN = 'http://shop.test';
/** The test's backends fail on purpose: their reports are not wanted here. */
const quiet = createLogger({ write: () => undefined });
const TOKEN = 'secret-token-123';

type Seen = {
  method: string;
  path: string;
  authorization: string | null;
  contentType: string | null;
  body: string;
};

/** A gateway in front of a backend that records what reached it and answers `answer`. */
function gatewayWith(
  answer: (request: Request) => Response | Promise<Response> = () => Response.json({ ok: true }),
) {
  const seen: Seen[] = [];
  const backend: ApiBackend = async (request) => {
    seen.push({
      method: request.method,
      path: new URL(request.url).pathname,
      authorization: request.headers.get('authorization'),
      contentType: request.headers.get('content-type'),
      body: await request.clone().text(),
    });
    return answer(request);
  };
  const app = new Hono();
  app.all(
    '/api/*',
    apiGateway({ backend, publicOrigin: ORIGIN, secureCookies: false, logger: quiet }),
  );
  const call = (path: string, init: RequestInit = {}) => app.request(`${ORIGIN}${path}`, init);
  return { seen, call };
}

const sameOrigin = { 'sec-fetch-site': 'same-origin' };
const json = { ...sameOrigin, 'content-type': 'application/json' };
const withSession = (headers: Record<string, string> = {}) => ({
  ...headers,
  cookie: `${SESSION_COOKIE}=${TOKEN}`,
});

describe('the /api gateway', () => {
  describe('refuses writes from other sites', () => {
    it.each([
      [
        'a cross-site form post',
        { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      ],
      ['another origin', { origin: 'https://evil.example' }],
      ['a same-site sibling', { 'sec-fetch-site': 'same-site' }],
      ['no sign of its source', {}],
    ])('%s gets 403 and never reaches the backend', async (_name, headers) => {
      const { seen, call } = gatewayWith();
      const response = await call('/api/auth/sign-out', { method: 'POST', headers });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ statusCode: 403, message: expect.any(String) });
      expect(seen).toEqual([]);
    });

    it.each([
      ['its own pages', sameOrigin],
      ['its public origin', { origin: ORIGIN }],
      ["the app's client header", { 'x-requested-with': 'storefront' }],
    ])('takes writes from %s', async (_name, headers) => {
      const { seen, call } = gatewayWith();
      expect((await call('/api/auth/sign-out', { method: 'POST', headers })).status).toBe(200);
      expect(seen).toHaveLength(1);
    });

    it('lets reads through from anywhere', async () => {
      const { call } = gatewayWith();
      const response = await call('/api/products', { headers: { 'sec-fetch-site': 'cross-site' } });
      expect(response.status).toBe(200);
    });
  });

  describe('bounds and checks bodies', () => {
    it('answers 413 for a JSON body over 1 MB, declared or streamed', async () => {
      const { seen, call } = gatewayWith();
      const big = 'x'.repeat(JSON_BODY_LIMIT + 1);
      const declared = await call('/api/contact-messages', {
        method: 'POST',
        headers: json,
        body: big,
      });
      expect(declared.status).toBe(413);
      const chunked = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < 3; i += 1) {
            controller.enqueue(new Uint8Array(JSON_BODY_LIMIT / 2));
          }
          controller.close();
        },
      });
      const streamed = await call('/api/contact-messages', {
        method: 'POST',
        headers: json,
        body: chunked,
        duplex: 'half',
      } as RequestInit);
      expect(streamed.status).toBe(413);
      expect(await streamed.json()).toMatchObject({ statusCode: 413 });
      expect(seen).toEqual([]);
    });

    it('takes a multipart form up to 10 MB and refuses a larger one', async () => {
      const { seen, call } = gatewayWith();
      // The bytes a browser sends for a form with one file of `size` bytes.
      const postForm = async (size: number) => {
        const data = new FormData();
        data.set('resume', new Blob([new Uint8Array(size)]), 'resume.pdf');
        const encoded = new Response(data);
        return call('/api/careers/applications', {
          method: 'POST',
          headers: { ...sameOrigin, 'content-type': encoded.headers.get('content-type') ?? '' },
          body: await encoded.arrayBuffer(),
        });
      };
      expect((await postForm(2 * 1024 * 1024)).status).toBe(200);
      expect((await postForm(MULTIPART_BODY_LIMIT + 1)).status).toBe(413);
      expect(seen).toHaveLength(1);
    });

    it('answers 400 for a form that does not parse', async () => {
      const { call } = gatewayWith();
      const response = await call('/api/careers/applications', {
        method: 'POST',
        headers: { ...sameOrigin, 'content-type': 'multipart/form-data; boundary=x' },
        body: 'not a form',
      });
      expect(response.status).toBe(400);
    });

    it.each([
      ['text/plain', '{"email":"a@b.c"}'],
      ['application/x-www-form-urlencoded', 'email=a%40b.c'],
    ])('answers 415 for %s', async (type, body) => {
      const { call } = gatewayWith();
      const response = await call('/api/contact-messages', {
        method: 'POST',
        headers: { ...sameOrigin, 'content-type': type },
        body,
      });
      expect(response.status).toBe(415);
    });

    it('answers 400, not 500, for a body that is not JSON', async () => {
      const { seen, call } = gatewayWith();
      const response = await call('/api/contact-messages', {
        method: 'POST',
        headers: json,
        body: '{"email": ',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ statusCode: 400 });
      expect(seen).toEqual([]);
    });

    it('passes a well-formed body on unchanged', async () => {
      const { seen, call } = gatewayWith();
      const body = JSON.stringify({ email: 'a@b.c', message: 'Hi' });
      await call('/api/contact-messages', { method: 'POST', headers: json, body });
      expect(seen[0]?.body).toBe(body);
    });
  });

  describe('takes the collector’s beacons (POST /api/events)', () => {
    // What Chrome sends with navigator.sendBeacon(url, string) from the storefront's own page.
    const beacon = {
      origin: ORIGIN,
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'no-cors',
      'content-type': 'text/plain;charset=UTF-8',
    };
    const batch = JSON.stringify({ events: [{ name: 'search', params: { search_term: 'og' } }] });
    const send = (call: ReturnType<typeof gatewayWith>['call'], headers: object, body: BodyInit) =>
      call('/api/events', { method: 'POST', headers: { ...headers }, body });

    it('reads its text/plain body as JSON and sends it on as application/json', async () => {
      const { seen, call } = gatewayWith();
      expect((await send(call, beacon, batch)).status).toBe(200);
      expect(seen).toEqual([expect.objectContaining({ contentType: 'application/json' })]);
      expect(seen[0]?.body).toBe(batch);
    });

    it('takes application/json there too, unchanged', async () => {
      const { seen, call } = gatewayWith();
      await send(call, json, batch);
      expect(seen[0]?.contentType).toBe('application/json');
    });

    it.each([
      [
        'another site’s beacon',
        { ...beacon, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      ],
      [
        'another origin, from a browser without Sec-Fetch-Site',
        { 'content-type': 'text/plain', origin: 'https://evil.example' },
      ],
      ['no sign of its source', { 'content-type': 'text/plain' }],
    ])('refuses %s with 403', async (_name, headers) => {
      const { seen, call } = gatewayWith();
      expect((await send(call, headers, batch)).status).toBe(403);
      expect(seen).toEqual([]);
    });

    it('takes a batch up to the collector’s limit and refuses a larger one with 413', async () => {
      const { seen, call } = gatewayWith();
      const padded = (size: number) => JSON.stringify({ pad: 'x'.repeat(size - 10) });
      expect(padded(EVENT_BATCH_BYTES_MAX)).toHaveLength(EVENT_BATCH_BYTES_MAX);
      expect((await send(call, beacon, padded(EVENT_BATCH_BYTES_MAX))).status).toBe(200);
      const refused = await send(call, beacon, padded(EVENT_BATCH_BYTES_MAX + 1));
      expect(refused.status).toBe(413);
      expect(await refused.json()).toEqual({
        statusCode: 413,
        message: API_MESSAGES.eventsTooLarge,
      });
      const asJson = await send(call, json, padded(EVENT_BATCH_BYTES_MAX + 1));
      expect(asJson.status).toBe(413);
      expect(seen).toHaveLength(1);
    });

    it('refuses a streamed batch once it passes the limit', async () => {
      const { seen, call } = gatewayWith();
      const chunked = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < 3; i += 1)
            controller.enqueue(new Uint8Array(EVENT_BATCH_BYTES_MAX / 2));
          controller.close();
        },
      });
      const response = await call('/api/events', {
        method: 'POST',
        headers: beacon,
        body: chunked,
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(413);
      expect(seen).toEqual([]);
    });

    it('answers 400 for text that is not JSON, and 415 for a form', async () => {
      const { seen, call } = gatewayWith();
      expect((await send(call, beacon, 'events=1')).status).toBe(400);
      const form = await send(
        call,
        { ...sameOrigin, 'content-type': 'multipart/form-data; boundary=x' },
        'x',
      );
      expect(form.status).toBe(415);
      expect(await form.json()).toMatchObject({ message: API_MESSAGES.eventsMediaType });
      expect(seen).toEqual([]);
    });

    it('keeps text/plain out of every other route', async () => {
      const { seen, call } = gatewayWith();
      const response = await call('/api/events/extra', {
        method: 'POST',
        headers: beacon,
        body: batch,
      });
      expect(response.status).toBe(415);
      expect(seen).toEqual([]);
    });
  });

  describe('keeps the token in an HttpOnly cookie', () => {
    const signInAnswer = () =>
      Response.json({
        statusCode: 200,
        token: TOKEN,
        message: 'Welcome back',
        data: { _id: 'u1' },
      });

    it('sets the cookie on sign-in and hands the page only the handle', async () => {
      const { call } = gatewayWith(signInAnswer);
      const response = await call('/api/auth/sign-in', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: 'a@b.c', password: 'pw' }),
      });
      const cookie = response.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=${TOKEN};`));
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Secure/);
      const body = await response.text();
      expect(body).not.toContain(TOKEN);
      expect(JSON.parse(body)).toMatchObject({
        token: sessionHandle(TOKEN),
        message: 'Welcome back',
        data: { _id: 'u1' },
      });
    });

    it('marks the cookie Secure when the storefront is on https', async () => {
      const app = new Hono();
      app.all(
        '/api/*',
        apiGateway({
          backend: async () => signInAnswer(),
          publicOrigin: ORIGIN,
          secureCookies: true,
          logger: quiet,
        }),
      );
      const response = await app.request('https://shop.test/api/auth/sign-up', {
        method: 'POST',
        headers: json,
        body: '{}',
      });
      expect(response.headers.get('set-cookie')).toMatch(/; Secure/);
    });

    it('sends the token upstream only for the handle of its own cookie', async () => {
      const { seen, call } = gatewayWith();
      const handle = sessionHandle(TOKEN);
      await call('/api/users/me', { headers: withSession({ authorization: `Bearer ${handle}` }) });
      await call('/api/users/me', {
        headers: withSession({ authorization: 'Bearer session.forged' }),
      });
      await call('/api/contact-messages', {
        method: 'POST',
        headers: withSession(json),
        body: '{}',
      });
      await call('/api/users/me', { headers: { authorization: `Bearer ${handle}` } });
      await call('/api/users/me', { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(seen.map((s) => s.authorization)).toEqual([`Bearer ${TOKEN}`, null, null, null, null]);
    });

    it('puts the token into the abandoned-cart e-mail post that spec 7.6 sends it in', async () => {
      const { seen, call } = gatewayWith();
      const handle = sessionHandle(TOKEN);
      const post = (token: string) =>
        call('/api/cms/abandonedCartEmailStatus', {
          method: 'POST',
          headers: withSession({ ...json, authorization: `Bearer ${handle}` }),
          body: JSON.stringify({ cartId: 'c1', token }),
        });
      await post(handle);
      await post('someone-elses-token');
      expect(seen.map((s) => JSON.parse(s.body))).toEqual([
        { cartId: 'c1', token: TOKEN },
        { cartId: 'c1', token: null },
      ]);
    });

    it.each([
      ['sign-out', '/api/auth/sign-out', 'POST', 200],
      ['sign-out the API refused', '/api/auth/sign-out', 'POST', 500],
      ['closing the account', '/api/users/me', 'DELETE', 200],
      ['a 401 for the token', '/api/orders', 'GET', 401],
    ])('ends the cookie on %s', async (_name, path, method, status) => {
      const { call } = gatewayWith(() =>
        Response.json({ statusCode: status, message: 'x' }, { status }),
      );
      const response = await call(path, {
        method,
        headers: withSession({ ...sameOrigin, authorization: `Bearer ${sessionHandle(TOKEN)}` }),
      });
      expect(response.headers.get('set-cookie')).toMatch(
        new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`),
      );
    });

    it('keeps the cookie on other failures', async () => {
      const { call } = gatewayWith(() => Response.json({ message: 'x' }, { status: 404 }));
      const response = await call('/api/orders', {
        headers: withSession({ authorization: `Bearer ${sessionHandle(TOKEN)}` }),
      });
      expect(response.headers.get('set-cookie')).toBeNull();
    });
  });

  describe('gives every call a deadline', () => {
    const never: ApiBackend = () => new Promise<Response>(() => undefined);
    const gateway = (deadlineMs: number) => {
      const app = new Hono();
      app.all(
        '/api/*',
        apiGateway({
          backend: never,
          publicOrigin: ORIGIN,
          secureCookies: false,
          logger: quiet,
          deadlineOf: () => deadlineMs,
        }),
      );
      return app;
    };

    it('answers 504 with the timeout message when the backend never answers', async () => {
      const response = await gateway(20).request(`${ORIGIN}/api/products`);
      expect(response.status).toBe(504);
      expect(await response.json()).toEqual({
        statusCode: 504,
        message: TIMEOUT_ERROR_MESSAGE,
      });
    });

    it('stops waiting when the shopper goes away', async () => {
      const controller = new AbortController();
      const leaving = gateway(60_000).request(`${ORIGIN}/api/products`, {
        signal: controller.signal,
      });
      controller.abort();
      expect((await leaving).status).toBe(499);
    });

    it('answers 502 when the backend drops the connection', async () => {
      const { call } = gatewayWith(() => Response.error());
      const response = await call('/api/products');
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ statusCode: 502 });
    });

    it('answers 502 when the backend cannot be reached', async () => {
      const { call } = gatewayWith(() => Promise.reject(new TypeError('fetch failed')));
      expect((await call('/api/products')).status).toBe(502);
    });
  });
});
