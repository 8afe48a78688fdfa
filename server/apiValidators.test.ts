import { describe, expect, it } from 'vitest';
import { withValidator } from './apiValidators';

const get = (headers: Record<string, string> = {}) =>
  new Request('https://shop.test/api/categories', { headers });
const answer = (body = '{"data":[1,2]}', headers: Record<string, string> = {}) =>
  new Response(body, { status: 200, headers: { 'content-type': 'application/json', ...headers } });

describe('API read validators', () => {
  it('give a read an ETag of its body, kept privately and asked again each time', async () => {
    const response = await withValidator(get(), answer());
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('{"data":[1,2]}');
    expect(response.headers.get('etag')).toMatch(/^W\/"[\w-]+"$/);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('content-type')).toBe('application/json');
  });

  it('answer 304 without a body when the browser has that answer, and 200 when it changed', async () => {
    const etag = (await withValidator(get(), answer())).headers.get('etag') ?? '';
    const same = await withValidator(get({ 'if-none-match': etag }), answer());
    expect(same.status).toBe(304);
    expect(await same.text()).toBe('');
    expect(same.headers.get('etag')).toBe(etag);
    const changed = await withValidator(get({ 'if-none-match': etag }), answer('{"data":[3]}'));
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe('{"data":[3]}');
  });

  it('keep the API’s own ETag and caching', async () => {
    const own = answer('{}', { etag: '"v7"', 'cache-control': 'private, max-age=30' });
    const response = await withValidator(get({ 'if-none-match': '"v7"' }), own);
    expect(response.status).toBe(304);
    expect(response.headers.get('cache-control')).toBe('private, max-age=30');
  });

  it('leave writes, failures and answers that set a cookie as they are', async () => {
    const post = new Request('https://shop.test/api/cart', { method: 'POST', body: '{}' });
    expect((await withValidator(post, answer())).headers.get('etag')).toBeNull();
    const failed = new Response('{"message":"x"}', { status: 500 });
    expect((await withValidator(get({ 'if-none-match': '*' }), failed)).status).toBe(500);
    const session = answer('{}', { 'set-cookie': 'storefront_session=x' });
    expect((await withValidator(get({ 'if-none-match': '*' }), session)).status).toBe(200);
  });
});
