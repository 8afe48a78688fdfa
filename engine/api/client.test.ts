import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { DEADLINES, defaultDeadline } from './deadlines';
import {
  ApiError,
  FALLBACK_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
} from './errors';

const BASE = 'http://store.test/api';

type Seen = {
  method: string;
  url: URL;
  auth: string | null;
  contentType: string | null;
  body: unknown;
};
let seen: Seen[] = [];

async function record(request: Request): Promise<Seen> {
  const contentType = request.headers.get('content-type');
  let body: unknown = null;
  if (contentType?.startsWith('multipart/form-data')) {
    const form = await request.formData();
    body = [...form.entries()].map(([name, value]) => [
      name,
      typeof value === 'string' ? value : `file:${value.name}`,
    ]);
  } else if (request.method !== 'GET' && request.method !== 'DELETE') {
    body = await request.json();
  }
  const entry = {
    method: request.method,
    url: new URL(request.url),
    auth: request.headers.get('authorization'),
    contentType,
    body,
  };
  seen.push(entry);
  return entry;
}

// MSW 3 in node: wildcard origins ('*/api/...') match whatever base URL the client uses.
const server = setupServer(
  http.all('*/api/echo', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ statusCode: 200, data: { ok: true } });
  }),
  http.get('*/api/empty', () => new HttpResponse(null, { status: 204 })),
  http.get('*/api/missing', () =>
    HttpResponse.json({ message: 'Product not found' }, { status: 404 }),
  ),
  http.post('*/api/nested-error', () =>
    HttpResponse.json({ data: { message: 'Email already taken' } }, { status: 422 }),
  ),
  http.get('*/api/bare-error', () => new HttpResponse('oops', { status: 500 })),
  http.get('*/api/offline', () => HttpResponse.error()),
  http.all('*/api/hang', async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  http.post('*/api/keyed', ({ request }) =>
    HttpResponse.json({ key: request.headers.get('idempotency-key') }),
  ),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen = [];
});
afterAll(() => server.close());

describe('createApiClient', () => {
  it.each(['get', 'delete'] as const)(
    '%s sends the method and query, and returns the JSON body',
    async (method) => {
      const client = createApiClient({ baseUrl: BASE });
      const result = await client[method]('/echo', {
        query: { retailerId: 'r1', page: 2, skip: undefined, none: null },
      });
      expect(result).toEqual({ statusCode: 200, data: { ok: true } });
      expect(seen[0]?.method).toBe(method.toUpperCase());
      expect(Object.fromEntries(seen[0]?.url.searchParams ?? [])).toEqual({
        retailerId: 'r1',
        page: '2',
      });
    },
  );

  it.each(['post', 'patch'] as const)('%s sends a JSON body', async (method) => {
    const client = createApiClient({ baseUrl: `${BASE}/` });
    await client[method]('echo', { email: 'a@b.co', tags: ['x'] });
    expect(seen[0]).toMatchObject({
      method: method.toUpperCase(),
      contentType: 'application/json',
      body: { email: 'a@b.co', tags: ['x'] },
    });
  });

  it('adds the bearer token from getToken, and a per-call token overrides it', async () => {
    let token: string | null = 'tok-1';
    const client = createApiClient({ baseUrl: BASE, getToken: () => token });
    await client.get('/echo');
    await client.get('/echo', { token: 'tok-2' });
    await client.get('/echo', { token: null });
    token = null;
    await client.get('/echo');
    expect(seen.map((s) => s.auth)).toEqual(['Bearer tok-1', 'Bearer tok-2', null, null]);
  });

  it('sends multipart form data, appending special_attributes arrays one by one', async () => {
    const client = createApiClient({ baseUrl: BASE });
    const resume = new File(['cv'], 'cv.pdf', { type: 'application/pdf' });
    await client.post(
      '/echo',
      {
        email: 'a@b.co',
        resume,
        categories: ['flower', 'edibles'],
        meta: { a: 1 },
        skipped: null,
        special_attributes: ['categories'],
      },
      { multipart: true },
    );
    expect(seen[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.body).toEqual([
      ['email', 'a@b.co'],
      ['resume', 'file:cv.pdf'],
      ['categories', 'flower'],
      ['categories', 'edibles'],
      ['meta', '{"a":1}'],
    ]);
  });

  it('passes a ready FormData through untouched on PATCH', async () => {
    const form = new FormData();
    form.append('phone', '555');
    await createApiClient({ baseUrl: BASE }).patch('/echo', form);
    expect(seen[0]?.body).toEqual([['phone', '555']]);
  });

  it('reads an empty response as null', async () => {
    await expect(createApiClient({ baseUrl: BASE }).get('/empty')).resolves.toBeNull();
  });

  it.each([
    ['get', '/missing', 404, 'Product not found'],
    ['post', '/nested-error', 422, 'Email already taken'],
    ['get', '/bare-error', 500, FALLBACK_ERROR_MESSAGE],
  ] as const)(
    '%s %s rejects with ApiError %i and the server message',
    async (method, path, status, message) => {
      const client = createApiClient({ baseUrl: BASE });
      const error = await (method === 'get' ? client.get(path) : client.post(path, {})).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status, message });
    },
  );

  it('turns a network failure into a human message', async () => {
    const error = await createApiClient({ baseUrl: BASE })
      .get('/offline')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 0,
      message: NETWORK_ERROR_MESSAGE,
      isNetworkError: true,
    });
  });

  it('lets an abort through as an abort, not a network error', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await createApiClient({ baseUrl: BASE })
      .get('/echo', { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('uses an injected fetch', async () => {
    const calls: string[] = [];
    const client = createApiClient({
      baseUrl: '/api',
      fetch: async (input) => {
        calls.push(String(input));
        return Response.json({ statusCode: 200 });
      },
    });
    await client.get('/brands');
    expect(calls).toEqual(['/api/brands']);
  });

  it.each(['get', 'post'] as const)(
    '%s that never answers rejects with a timeout ApiError at its deadline',
    async (method) => {
      const client = createApiClient({ baseUrl: BASE });
      const started = Date.now();
      const call =
        method === 'get'
          ? client.get('/hang', { timeoutMs: 50 })
          : client.post('/hang', {}, { timeoutMs: 50 });
      const error = await call.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        status: 0,
        message: TIMEOUT_ERROR_MESSAGE,
        kind: 'timeout',
        isTimeout: true,
        isNetworkError: false,
      });
      expect(Date.now() - started).toBeLessThan(2000);
    },
  );

  it("a caller's abort while waiting stays an abort, not a timeout", async () => {
    const controller = new AbortController();
    const call = createApiClient({ baseUrl: BASE }).get('/hang', {
      signal: controller.signal,
      timeoutMs: 5000,
    });
    setTimeout(() => controller.abort(), 20);
    const error = await call.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('gives every call a deadline: reads, writes and the CMS settings', () => {
    expect(defaultDeadline('GET')).toBe(DEADLINES.read);
    expect(defaultDeadline('POST')).toBe(DEADLINES.write);
    expect(DEADLINES.settings).toBeLessThan(DEADLINES.read);
  });

  it('sends the idempotency key as a header, and none when not given', async () => {
    const client = createApiClient({ baseUrl: BASE });
    await expect(client.post('/keyed', {}, { idempotencyKey: 'k-1' })).resolves.toEqual({
      key: 'k-1',
    });
    await expect(client.post('/keyed', {})).resolves.toEqual({ key: null });
  });
});
