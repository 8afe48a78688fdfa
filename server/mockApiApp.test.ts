import { describe, expect, it } from 'vitest';
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

  it('answers its health probe without a backend call', async () => {
    const app = mockApiApp({ testHooks: false, faults: noFaults });
    const response = await app.request('http://api.test/healthz');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('ok');
  });
});
