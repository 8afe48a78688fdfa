import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../fixtures/data';
import { SAMPLE_SESSION } from '../fixtures/data/events';
import { MOCK_FAULTS_HEADER } from '../fixtures/mocks/faults';
import { FIXTURE_COOKIE } from '../engine/site/fixtureCookie';
import {
  createMockApi,
  fixtureSiteOf,
  SANDBOX_DATA_BYTES_MAX,
  SANDBOX_IDLE_MS,
  type MockApi,
  type MockApiOptions,
} from './mockApi';
import {
  SIGN_IN_TRIES_PER_ACCOUNT,
  SIGN_IN_TRIES_PER_ADDRESS,
  SIGN_IN_WINDOW_MS,
  TOO_MANY_ATTEMPTS,
} from './mockSignInLimits';

const ORIGIN = 'http://shop.test';

type Call = {
  sandbox?: string;
  headers?: Record<string, string>;
  /** The request that picks the fixture site (a page's); the call itself when absent. */
  page?: Request;
  clientAddress?: string | null;
};

function call(api: MockApi, path: string, init: RequestInit = {}, through: Call = {}) {
  const request = new Request(`${ORIGIN}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...through.headers },
  });
  return api.handle(request, {
    sandbox: through.sandbox ?? 'visitor:a',
    fixtureFrom: through.page ?? request,
    clientAddress: through.clientAddress ?? null,
  });
}

const post = (api: MockApi, path: string, body: unknown, through: Call = {}) =>
  call(api, path, { method: 'POST', body: JSON.stringify(body) }, through);

/** Signs the demo shopper in; the token it issued. */
async function signIn(api: MockApi, through: Call = {}): Promise<string> {
  const response = await post(
    api,
    '/api/auth/sign-in',
    { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    through,
  );
  const { token } = (await response.json()) as { token: string };
  return token;
}

/** Whether the backend `through` reaches knows the session `token`. */
async function knows(api: MockApi, token: string, through: Call = {}) {
  const headers = { authorization: `Bearer ${token}`, ...through.headers };
  return (await call(api, '/api/users/me', {}, { ...through, headers })).ok;
}

/** A clock the test moves. */
function fakeClock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

const apiWith = (options: MockApiOptions = {}) => createMockApi(options);

describe('the embedded mock API', () => {
  it('gives each sandbox, and each fixture site in it, a backend of its own', async () => {
    const api = apiWith();
    const token = await signIn(api, { sandbox: 'visitor:a' });
    expect(await knows(api, token, { sandbox: 'visitor:a' })).toBe(true);
    expect(await knows(api, token, { sandbox: 'visitor:b' })).toBe(false);
    const headerTwo = { cookie: `${FIXTURE_COOKIE}=header-two` };
    expect(await knows(api, token, { sandbox: 'visitor:a', headers: headerTwo })).toBe(false);
  });

  it('changes the demo account’s password for that visitor only', async () => {
    const api = apiWith();
    const token = await signIn(api, { sandbox: 'visitor:a' });
    const changed = await call(
      api,
      '/api/users/me/password',
      {
        method: 'PATCH',
        body: JSON.stringify({ currentPassword: DEMO_PASSWORD, newPassword: 'another-one' }),
      },
      { sandbox: 'visitor:a', headers: { authorization: `Bearer ${token}` } },
    );
    expect(changed.status).toBe(200);
    expect(await signIn(api, { sandbox: 'visitor:a' })).toBeUndefined();
    expect(await signIn(api, { sandbox: 'visitor:b' })).toMatch(/^mock-/);
  });

  it('picks the site from the page a render is for: its ?fixture= wins over the cookie', async () => {
    const api = apiWith();
    const token = await signIn(api, { headers: { cookie: `${FIXTURE_COOKIE}=header-two` } });
    const page = new Request(`${ORIGIN}/shop?fixture=header-two`, {
      headers: { cookie: `${FIXTURE_COOKIE}=default` },
    });
    expect(await knows(api, token, { page })).toBe(true);
    expect(fixtureSiteOf(new Request(`${ORIGIN}/?fixture=no-such-site`))).toBe('default');
  });

  it('keeps no sandbox for reads alone, so they never push a visitor’s out', async () => {
    const api = apiWith({ sandboxesKept: 1 });
    const token = await signIn(api, { sandbox: 'visitor:a' });
    for (let visitor = 0; visitor < 5; visitor += 1) {
      expect((await call(api, '/api/cart', {}, { sandbox: `visitor:${visitor}` })).ok).toBe(true);
    }
    expect(await knows(api, token, { sandbox: 'visitor:a' })).toBe(true);
  });

  it('drops the least recently used sandbox beyond its limit', async () => {
    const api = apiWith({ sandboxesKept: 2 });
    const first = await signIn(api, { sandbox: 'one' });
    const second = await signIn(api, { sandbox: 'two' });
    // Using "one" again makes "two" the least recently used.
    expect(await knows(api, first, { sandbox: 'one' })).toBe(true);
    await signIn(api, { sandbox: 'three' });
    expect(await knows(api, first, { sandbox: 'one' })).toBe(true);
    expect(await knows(api, second, { sandbox: 'two' })).toBe(false);
  });

  it('drops a sandbox nobody used for 30 minutes', async () => {
    const clock = fakeClock();
    const api = apiWith({ now: clock.now });
    const token = await signIn(api);
    clock.advance(SANDBOX_IDLE_MS - 1);
    expect(await knows(api, token)).toBe(true);
    // That use started its idle time afresh.
    clock.advance(SANDBOX_IDLE_MS - 1);
    expect(await knows(api, token)).toBe(true);
    clock.advance(SANDBOX_IDLE_MS);
    expect(await knows(api, token)).toBe(false);
  });

  it('refuses writes once a sandbox holds its budget of data', async () => {
    const api = apiWith();
    const large = 'x'.repeat(20_000);
    const respond = () =>
      post(api, '/api/popup-campaigns/responses', { responseType: 'view', note: large });
    const statuses: number[] = [];
    for (let i = 0; i < SANDBOX_DATA_BYTES_MAX / large.length + 2; i += 1) {
      statuses.push((await respond()).status);
    }
    expect(statuses[0]).toBe(201);
    expect(statuses.at(-1)).toBe(507);
    expect((await call(api, '/api/categories')).ok).toBe(true);
  });
});

describe('the collector’s events', () => {
  const batch = { events: SAMPLE_SESSION.slice(0, 3) };
  const total = async (response: Response) =>
    ((await response.json()) as { data: { total: number } }).data.total;

  it('are read back by their own visitor only', async () => {
    const api = apiWith();
    expect((await post(api, '/api/events', batch, { sandbox: 'visitor:a' })).status).toBe(202);
    expect(await total(await call(api, '/api/events', {}, { sandbox: 'visitor:a' }))).toBe(3);
    expect(await total(await call(api, '/api/events', {}, { sandbox: 'visitor:b' }))).toBe(0);
    expect(api.eventsOf('visitor:a')).toHaveLength(3);
    expect(api.eventsOf('visitor:b')).toEqual([]);
  });

  it('are not read back at all where one backend answers every caller', async () => {
    const api = apiWith({ keepOnRead: true, sharedBackend: true });
    expect((await post(api, '/api/events', batch)).status).toBe(202);
    expect((await call(api, '/api/events')).status).toBe(404);
    expect(api.eventsOf('visitor:a')).toHaveLength(3);
  });

  it('come from every fixture site the sandbox wrote to, oldest first', async () => {
    const api = apiWith();
    const [first, second] = SAMPLE_SESSION;
    await post(api, '/api/events?fixture=footer-seven', { events: [second] });
    await post(api, '/api/events', { events: [first] });
    expect(api.eventsOf('visitor:a')).toEqual([first, second]);
  });
});

describe('test hooks', () => {
  const hang = { [MOCK_FAULTS_HEADER]: JSON.stringify({ categories: 503 }) };

  it('are off by default: no records endpoints, and mock-faults changes nothing', async () => {
    const api = apiWith();
    expect((await call(api, '/api/mock/abandoned-cart-records')).status).toBe(404);
    expect((await call(api, '/api/mock/support-records')).status).toBe(404);
    expect((await call(api, '/api/mock/event-records')).status).toBe(404);
    expect((await call(api, '/api/categories', {}, { headers: hang })).status).toBe(200);
  });

  it('when on, serve the records and honour mock-faults', async () => {
    const api = apiWith({ testHooks: true });
    expect((await call(api, '/api/mock/abandoned-cart-records')).status).toBe(200);
    expect((await call(api, '/api/mock/support-records')).status).toBe(200);
    expect((await call(api, '/api/mock/event-records')).status).toBe(200);
    expect((await call(api, '/api/categories', {}, { headers: hang })).status).toBe(503);
  });
});

describe('sign-in limits', () => {
  const wrong = { email: DEMO_EMAIL, password: 'not-it' };
  const tryWrong = (api: MockApi, through: Call = {}) =>
    post(api, '/api/auth/sign-in', wrong, through);

  it('stop guessing one account’s password, with a message a person understands', async () => {
    const api = apiWith();
    for (let i = 0; i < SIGN_IN_TRIES_PER_ACCOUNT; i += 1) {
      expect((await tryWrong(api)).status).toBe(401);
    }
    const refused = await tryWrong(api);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ statusCode: 429, message: TOO_MANY_ATTEMPTS });
    // Even the right password waits: the guesser must not learn when it found it.
    expect(await signIn(api)).toBeUndefined();
    // Another visitor's demo account is theirs: not locked by this one.
    expect(await signIn(api, { sandbox: 'visitor:b' })).toMatch(/^mock-/);
  });

  it('allow tries again in the next minute', async () => {
    const clock = fakeClock();
    const api = apiWith({ now: clock.now });
    for (let i = 0; i <= SIGN_IN_TRIES_PER_ACCOUNT; i += 1) await tryWrong(api);
    expect((await tryWrong(api)).status).toBe(429);
    clock.advance(SIGN_IN_WINDOW_MS);
    expect(await signIn(api)).toMatch(/^mock-/);
  });

  it('count every sign-in and sign-up from one address, across sandboxes', async () => {
    const api = apiWith();
    const from = (sandbox: string) => ({ sandbox, clientAddress: '203.0.113.7' });
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_TRIES_PER_ADDRESS; i += 1) {
      const tried = { email: `someone-${i}@example.com`, password: 'whatever' };
      statuses.push((await post(api, '/api/auth/sign-in', tried, from(`visitor:${i}`))).status);
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    const signUp = { email: 'new@example.com', password: 'secret1', firstName: 'N', lastName: 'U' };
    expect((await post(api, '/api/auth/sign-up', signUp, from('visitor:new'))).status).toBe(429);
    expect(await signIn(api, { sandbox: 'visitor:other', clientAddress: '198.51.100.2' })).toMatch(
      /^mock-/,
    );
  });
});
