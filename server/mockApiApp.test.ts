import { describe, expect, it } from 'vitest';
import { SAMPLE_SESSION } from '../fixtures/data/events';
import { noFaults } from '../fixtures/mocks/faults';
import { mockApiApp } from './mockApiApp';
import { MOCK_SANDBOX_HEADER } from './visitorSandbox';

const signUp = (app: ReturnType<typeof mockApiApp>, sandbox: string) =>
  app.request('http://api.test/api/auth/sign-up', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [MOCK_SANDBOX_HEADER]: sandbox },
    body: JSON.stringify({
      firstName: 'Sam',
      lastName: 'Shopper',
      email: 'sam@example.test',
      phone: '+1 (248) 555-0100',
      password: 'Greenleaf-2026!',
    }),
  });

describe('the mock API as its own service', () => {
  it('is one backend for every caller, whatever a request names', async () => {
    const app = mockApiApp({ testHooks: false, faults: noFaults });
    expect((await signUp(app, 'journey-a')).status).toBe(201);
    expect((await signUp(app, 'journey-b')).status).toBe(409);
  });

  it('gives each named sandbox its own backend with test hooks', async () => {
    const app = mockApiApp({ testHooks: true, faults: noFaults });
    expect((await signUp(app, 'journey-a')).status).toBe(201);
    expect((await signUp(app, 'journey-b')).status).toBe(201);
    expect((await signUp(app, 'journey-a')).status).toBe(409);
  });

  it('serves the collector’s events outside /api, and not under it', async () => {
    const app = mockApiApp({ testHooks: false, faults: noFaults });
    const sent = await app.request('http://api.test/api/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events: SAMPLE_SESSION }),
    });
    expect(sent.status).toBe(202);
    // One backend answers every caller: /api must not hand anyone the others' events.
    expect((await app.request('http://api.test/api/events')).status).toBe(404);

    const all = await app.request('http://api.test/collector/events');
    expect(all.headers.get('cache-control')).toBe('no-store');
    const { data } = (await all.json()) as { data: { data: { name: string }[]; total: number } };
    expect(data.total).toBe(SAMPLE_SESSION.length);

    const vitals = await app.request('http://api.test/collector/events?name=web_vitals');
    const named = (await vitals.json()) as { data: { data: { name: string }[] } };
    expect(named.data.data.map((event) => event.name)).toEqual(
      SAMPLE_SESSION.filter((event) => event.name === 'web_vitals').map(() => 'web_vitals'),
    );
  });

  it('refuses an event name it does not know, naming those it does', async () => {
    const app = mockApiApp({ testHooks: false, faults: noFaults });
    const response = await app.request('http://api.test/collector/events?name=page_view');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/^No event is named "page_view"; known names: .*web_vitals/),
    });
  });

  it('answers its health probe without a backend call', async () => {
    const app = mockApiApp({ testHooks: false, faults: noFaults });
    const response = await app.request('http://api.test/healthz');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('ok');
  });
});
