import { describe, expect, it } from 'vitest';
import { forwardTo, UPSTREAM_ANSWER_LIMIT, upstreamUrl } from './upstream';

type Sent = { url: string; init: RequestInit };

function upstreamAnswering(answer: () => Response, passed: readonly string[] = []) {
  const sent: Sent[] = [];
  const doFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(input), init: init ?? {} });
    return answer();
  }) as typeof fetch;
  return { sent, forward: forwardTo('https://api.example/v1/', doFetch, passed) };
}

describe('upstreamUrl', () => {
  it.each([
    ['http://shop.test/api/products?page=2', 'https://api.example/v1/products?page=2'],
    ['http://shop.test/api/cms/settings', 'https://api.example/v1/cms/settings'],
    ['http://shop.test/api', 'https://api.example/v1'],
    ['http://shop.test/api/apiary', 'https://api.example/v1/apiary'],
  ])('maps %s to %s', (from, to) => {
    expect(upstreamUrl('https://api.example/v1/', from)).toBe(to);
  });
});

describe('forwardTo', () => {
  it('sends the mock’s sandbox header only when told to (test hooks)', async () => {
    const request = () =>
      new Request('http://shop.test/api/retailers', { headers: { 'mock-sandbox': 'journey-1' } });
    const plain = upstreamAnswering(() => Response.json({ ok: true }));
    await plain.forward(request(), null);
    expect(new Headers(plain.sent[0]?.init.headers).get('mock-sandbox')).toBeNull();
    const hooked = upstreamAnswering(() => Response.json({ ok: true }), ['mock-sandbox']);
    await hooked.forward(request(), null);
    expect(new Headers(hooked.sent[0]?.init.headers).get('mock-sandbox')).toBe('journey-1');
  });

  it('sends only what the API needs: no cookies of ours, no hop-by-hop headers', async () => {
    const { sent, forward } = upstreamAnswering(() => Response.json({ ok: true }));
    await forward(
      new Request('http://shop.test/api/orders', {
        headers: {
          authorization: 'Bearer t',
          cookie: 'storefront_session=t; storefront_visitor=v',
          connection: 'keep-alive',
          'keep-alive': 'timeout=5',
          'idempotency-key': 'k1',
          accept: 'application/json',
        },
      }),
      '203.0.113.9',
    );
    const headers = new Headers(sent[0]?.init.headers);
    expect(Object.fromEntries(headers)).toEqual({
      accept: 'application/json',
      authorization: 'Bearer t',
      'idempotency-key': 'k1',
      'x-forwarded-for': '203.0.113.9',
    });
    // A redirect would carry the token elsewhere.
    expect(sent[0]?.init.redirect).toBe('manual');
  });

  it('passes the body and method of a write', async () => {
    const { sent, forward } = upstreamAnswering(() => Response.json({}, { status: 201 }));
    const response = await forward(
      new Request('http://shop.test/api/checkout', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"a":1}',
      }),
      null,
    );
    expect(response.status).toBe(201);
    expect(sent[0]?.init.method).toBe('POST');
    expect(new TextDecoder().decode(sent[0]?.init.body as ArrayBuffer)).toBe('{"a":1}');
  });

  it('returns only the headers the app reads', async () => {
    const { forward } = upstreamAnswering(
      () =>
        new Response('{}', {
          headers: {
            'content-type': 'application/json',
            etag: '"1"',
            'set-cookie': 'upstream=1',
            'transfer-encoding': 'chunked',
          },
        }),
    );
    const response = await forward(new Request('http://shop.test/api/brands'), null);
    expect(Object.fromEntries(response.headers)).toEqual({
      'content-type': 'application/json',
      etag: '"1"',
    });
  });

  it('refuses an answer over the size cap, declared or streamed', async () => {
    const big = () => new Uint8Array(UPSTREAM_ANSWER_LIMIT + 1);
    const declared = upstreamAnswering(
      () =>
        new Response(big(), { headers: { 'content-length': String(UPSTREAM_ANSWER_LIMIT + 1) } }),
    );
    const streamed = upstreamAnswering(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(big());
              controller.close();
            },
          }),
        ),
    );
    for (const { forward } of [declared, streamed]) {
      const response = await forward(new Request('http://shop.test/api/cms/settings'), null);
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ statusCode: 502, message: expect.any(String) });
    }
  });

  it('turns a redirect it did not follow into a 502', async () => {
    const { forward } = upstreamAnswering(
      () => new Response(null, { status: 302, headers: { location: 'https://evil.example' } }),
    );
    const response = await forward(new Request('http://shop.test/api/brands'), null);
    expect(response.status).toBe(502);
  });
});
