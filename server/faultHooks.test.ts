import { describe, expect, it } from 'vitest';
import { MOCK_FAULTS_HEADER, MOCK_FAULTS_MAX_LENGTH } from '../fixtures/mocks/faults';
import { faultyServer, mainText } from './faultyServer';

// The mock's fault hook (fixtures/mocks/faults.ts: a malformed or wrongly shaped answer, a fault
// after a delay) is a test hook: honoured only with STOREFRONT_TEST_HOOKS=1 (server/env), never by
// a public server, read only within its size limit and its schema.

const call = (server: ReturnType<typeof faultyServer>, path: string, faults: string) =>
  server.app.request(`http://shop.test${path}`, { headers: { [MOCK_FAULTS_HEADER]: faults } });

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

describe('a public server (no test hooks)', { timeout: 30_000 }, () => {
  const server = faultyServer({ testHooks: false });

  it.each([
    '{"categories":"malformed"}',
    '{"categories":"wrongShape"}',
    '{"categories":503}',
    '{"categories":{"delayMs":60000,"then":503}}',
  ])('answers /api as usual whatever %s asks', async (faults) => {
    const started = performance.now();
    const response = await call(server, '/api/categories', faults);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { data: unknown[] } };
    expect(body.data.data.length).toBeGreaterThan(0);
  });

  it('renders pages with their data whatever the header asks', async () => {
    const response = await call(server, '/shop', '{"productFilter":"malformed","settings":503}');
    expect(response.status).toBe(200);
    expect(mainText(await response.text())).toContain('Blue Dream');
  });
});

describe('with test hooks', () => {
  const server = faultyServer();

  it('answers "malformed" with cut-off JSON and "wrongShape" with JSON of no known shape', async () => {
    const malformed = await call(server, '/api/categories', '{"categories":"malformed"}');
    expect(malformed.status).toBe(200);
    expect(malformed.headers.get('content-type')).toMatch(/^application\/json/);
    expect(isJson(await malformed.text())).toBe(false);
    const wrong = await call(server, '/api/categories', '{"categories":"wrongShape"}');
    expect(await wrong.json()).toEqual({ statusCode: 200, data: 'unexpected' });
  });

  it('answers a delayed fault with that fault, after the delay', async () => {
    const started = performance.now();
    const response = await call(
      server,
      '/api/categories',
      '{"categories":{"delayMs":150,"then":502}}',
    );
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(response.status).toBe(502);
  });

  it.each([
    ['a hang after a delay (a hang is no answer)', '{"categories":{"delayMs":10,"then":"hang"}}'],
    ['a fault after no delay', '{"categories":{"then":503}}'],
    ['an unknown fault', '{"categories":"truncated"}'],
    ['a status that is no failure', '{"categories":{"delayMs":10,"then":200}}'],
    ['another key on a delay', '{"categories":{"delayMs":10,"status":503}}'],
  ])('ignores %s', async (_name, faults) => {
    const response = await call(server, '/api/categories', faults);
    expect(response.status).toBe(200);
    expect(isJson(await response.text())).toBe(true);
  });

  it(`ignores a header longer than ${MOCK_FAULTS_MAX_LENGTH} characters, unread`, async () => {
    const padded = `{"categories":503,"pad":"${'x'.repeat(MOCK_FAULTS_MAX_LENGTH)}"}`;
    expect((await call(server, '/api/categories', padded)).status).toBe(200);
    const within = `{"categories":503,"pad":"${'x'.repeat(MOCK_FAULTS_MAX_LENGTH - 40)}"}`;
    expect(within.length).toBeLessThanOrEqual(MOCK_FAULTS_MAX_LENGTH);
    expect((await call(server, '/api/categories', within)).status).toBe(503);
  });
});
