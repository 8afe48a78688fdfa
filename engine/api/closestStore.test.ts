import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockBackend } from '../../fixtures/mocks/backend';
import { clearDiagnostics, listDiagnostics } from '../stores/diagnosticsLog';
import type { ApiClient } from './client';
import {
  CLOSEST_STORE_MAX_DISTANCE,
  decodeRetailerList,
  findClosestStores,
  type GeolocationLike,
} from './closestStore';

/** Troy, Michigan: the chain's home store is 0.02 miles away. */
const TROY = { latitude: 42.549, longitude: -83.167 };

/** An ApiClient over the in-memory mock backend, recording what was posted. */
function clientOverMockBackend() {
  const backend = createMockBackend();
  const posts: { path: string; body: unknown; query: unknown }[] = [];
  const client: ApiClient = {
    get: () => Promise.reject(new Error('not used')),
    delete: () => Promise.reject(new Error('not used')),
    patch: () => Promise.reject(new Error('not used')),
    post: async (path, body, options) => {
      posts.push({ path, body, query: options?.query });
      const result = await backend.closestRetailers(body);
      if (result.status >= 400) throw new Error(`status ${result.status}`);
      return result.body;
    },
  };
  return { client, posts };
}

const located = (coords: typeof TROY): GeolocationLike => ({
  getCurrentPosition: (success) =>
    success({ coords, timestamp: 0 } as unknown as GeolocationPosition),
});

const refused: GeolocationLike = {
  getCurrentPosition: (_, error) =>
    error?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
};

afterEach(() => {
  clearDiagnostics();
  vi.restoreAllMocks();
});

describe('closest store search (spec 7.2)', () => {
  it('posts the position with maxDistance 60 and decodes the compressed list, nearest first', async () => {
    const { client, posts } = clientOverMockBackend();
    const result = await findClosestStores(client, located(TROY));
    expect(posts).toEqual([
      {
        path: '/retailers/closest',
        body: { userLatitude: 42.549, userLongitude: -83.167, maxDistance: 60 },
        query: { type: 'Closest Location' },
      },
    ]);
    expect(CLOSEST_STORE_MAX_DISTANCE).toBe(60);
    expect(result.location).toEqual(TROY);
    expect(result.retailers.map((r) => r.name)).toEqual([
      'Greenleaf Market Troy',
      'Greenleaf Market Detroit',
      'Greenleaf Market Ann Arbor',
    ]);
    const distances = result.retailers.map((r) => r.locationDetail.distance ?? Infinity);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((d) => d <= 60)).toBe(true);
  });

  it('decodes a real gzip + base64 payload into retailers', async () => {
    const { client } = clientOverMockBackend();
    const body = (await client.post('/retailers/closest', {
      userLatitude: TROY.latitude,
      userLongitude: TROY.longitude,
    })) as { data: string };
    expect(body.data).toMatch(/^H4sI/);
    const retailers = await decodeRetailerList(body.data);
    expect(retailers[0]?.addressObject.city).toBe('Troy');
  });

  it('logs a refused position and returns no distances (§8)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client, posts } = clientOverMockBackend();
    const result = await findClosestStores(client, refused);
    expect(result).toEqual({ location: null, retailers: [] });
    expect(posts).toHaveLength(0);
    expect(listDiagnostics()[0]?.problem).toBe('Error getting location: User denied Geolocation');
  });

  it('logs a browser without geolocation (§8)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client } = clientOverMockBackend();
    await expect(findClosestStores(client, undefined)).resolves.toEqual({
      location: null,
      retailers: [],
    });
    expect(listDiagnostics()[0]?.problem).toBe('Geolocation is not supported by this browser.');
  });

  it('logs a failed search and keeps the position', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client: ApiClient = {
      ...clientOverMockBackend().client,
      post: () => Promise.reject(new Error('Network down')),
    };
    const result = await findClosestStores(client, located(TROY));
    expect(result).toEqual({ location: TROY, retailers: [] });
    expect(listDiagnostics()[0]).toMatchObject({
      path: 'POST /retailers/closest',
      problem: 'Network down',
    });
  });
});
