import { describe, expect, it } from 'vitest';
import { createMockApi } from './mockApi';
import { faultsOfEnv } from './mockApiFaults';

describe('the mock API served alone', () => {
  it('reads MOCK_API_FAULTS, "*" for every route, a named route over it', () => {
    const faults = faultsOfEnv('{"*":500,"settings":"hang"}');
    expect(faults.categories).toBe(500);
    expect(faults.product).toBe(500);
    expect(faults.settings).toBe('hang');
    expect(faultsOfEnv(undefined)).toEqual({});
    expect(faultsOfEnv('not json')).toEqual({});
  });

  it('answers every caller with its faults, whatever their headers', async () => {
    const api = createMockApi({ faults: () => faultsOfEnv('{"*":503}'), keepOnRead: true });
    const request = new Request('http://api.test/api/categories');
    const context = { sandbox: 'retailer-api', fixtureFrom: request, clientAddress: null };
    expect((await api.handle(request, context)).status).toBe(503);
    const healthy = createMockApi({ keepOnRead: true });
    expect((await healthy.handle(request, context)).status).toBe(200);
  });
});
