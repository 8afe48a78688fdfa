import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../fixtures/data';
import { FIXTURE_COOKIE } from '../engine/site/fixtureCookie';
import { createMockApi, type MockApi } from './mockApi';
import { MOCK_SANDBOX } from './mockSandbox';

const ORIGIN = 'http://shop.test';

/** Signs the demo shopper in on the backend `headers` name; the token it issued. */
async function signIn(api: MockApi, headers: Record<string, string> = {}): Promise<string> {
  const response = await api.handle(
    new Request(`${ORIGIN}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
    }),
  );
  const { token } = (await response.json()) as { token: string };
  return token;
}

/** Whether the backend `headers` name knows the session `token` (a session lives in one backend). */
async function knows(api: MockApi, token: string, headers: Record<string, string> = {}) {
  const response = await api.handle(
    new Request(`${ORIGIN}/api/users/me`, {
      headers: { authorization: `Bearer ${token}`, ...headers },
    }),
  );
  return response.ok;
}

const sandbox = (name: string) => ({ [MOCK_SANDBOX]: name });

describe('the embedded mock API', () => {
  it('keeps one shared backend per fixture site', async () => {
    const api = createMockApi();
    const token = await signIn(api);
    expect(await knows(api, token)).toBe(true);
    expect(await knows(api, token, { cookie: `${FIXTURE_COOKIE}=default` })).toBe(true);
    expect(await knows(api, token, { cookie: `${FIXTURE_COOKIE}=header-two` })).toBe(false);
  });

  it('gives each sandbox backends of its own, apart from the shared ones', async () => {
    const api = createMockApi();
    const token = await signIn(api, sandbox('test-a'));
    expect(await knows(api, token, sandbox('test-a'))).toBe(true);
    expect(await knows(api, token, sandbox('test-b'))).toBe(false);
    expect(await knows(api, token)).toBe(false);
    expect(
      await knows(api, token, { ...sandbox('test-a'), cookie: `${FIXTURE_COOKIE}=header-two` }),
    ).toBe(false);
  });

  it('ignores a sandbox name that is not a short word', async () => {
    const api = createMockApi();
    const token = await signIn(api, sandbox('a b'));
    expect(await knows(api, token)).toBe(true);
    expect(await knows(api, token, sandbox('x'.repeat(65)))).toBe(true);
  });

  it('drops the least recently used sandbox beyond its limit', async () => {
    const api = createMockApi({ sandboxesKept: 2 });
    const first = await signIn(api, sandbox('one'));
    const second = await signIn(api, sandbox('two'));
    // Using "one" again makes "two" the least recently used.
    expect(await knows(api, first, sandbox('one'))).toBe(true);
    await signIn(api, sandbox('three'));
    expect(await knows(api, first, sandbox('one'))).toBe(true);
    expect(await knows(api, second, sandbox('two'))).toBe(false);
    // Shared backends are never dropped.
    const shared = await signIn(api);
    await signIn(api, sandbox('four'));
    await signIn(api, sandbox('five'));
    expect(await knows(api, shared)).toBe(true);
  });

  it('answers from the backend a page names: its ?fixture= wins over the cookie', async () => {
    const api = createMockApi();
    const token = await signIn(api, { cookie: `${FIXTURE_COOKIE}=header-two` });
    const page = new Request(`${ORIGIN}/shop?fixture=header-two`, {
      headers: { cookie: `${FIXTURE_COOKIE}=default` },
    });
    const me = new Request(`${ORIGIN}/api/users/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await api.handle(me, page)).ok).toBe(true);
    expect(api.siteOf(new Request(`${ORIGIN}/?fixture=no-such-site`))).toBe('default');
  });
});
