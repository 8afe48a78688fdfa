/**
 * Closest store search (spec 7.2): the browser's position, then a POST with userLatitude,
 * userLongitude and maxDistance; the answer's data is a base64-encoded, compressed JSON list of
 * retailers. Failures only reach the diagnostic log (§8): the shopper still gets the store list.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Retailer } from '../../schemas';
import type { ClosestStoresBody } from '../../schemas/api/requestBodies';
import { reportDiagnostic } from '../stores/diagnosticsLog';
import type { ApiClient } from './client';
import { defaultApiClient } from './defaultClient';
import { BROWSER_ONLY } from './queryMeta';
import { readPage } from './readWith';

export type Coordinates = { latitude: number; longitude: number };

/** Spec §9: where the map centres while the shopper's location is unknown. */
export const DEFAULT_MAP_LOCATION: Coordinates = { latitude: 42.549, longitude: -83.167 };

/** Spec §9: closest-store maxDistance default, in miles. */
export const CLOSEST_STORE_MAX_DISTANCE = 60;

export type ClosestStores = {
  /** The shopper's position; null when the browser could not or would not tell. */
  location: Coordinates | null;
  /** Nearest first, each with locationDetail.distance in miles; empty when unknown. */
  retailers: Retailer[];
};

/** The narrow part of navigator.geolocation we use, so tests can hand in a fake. */
export type GeolocationLike = Pick<Geolocation, 'getCurrentPosition'>;

const SOURCE = 'closest store';
const POSITION_TIMEOUT_MS = 10_000;
/** A position from the last ten minutes is still good enough for "stores near you". */
const POSITION_MAX_AGE_MS = 10 * 60_000;

function logOnly(path: string, problem: string): void {
  reportDiagnostic({ source: SOURCE, path, problem, used: 'the store list without distances' });
}

/** gzip starts 1f 8b, zlib 78 xx; anything else is read as raw deflate. */
function formatOf(bytes: Uint8Array): CompressionFormat {
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return 'gzip';
  if (bytes[0] === 0x78) return 'deflate';
  return 'deflate-raw';
}

/** Decodes the 7.2 payload into retailers; bad records are defaulted or dropped by the schema. */
export async function decodeRetailerList(encoded: string): Promise<Retailer[]> {
  const binary = atob(encoded.trim());
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream(formatOf(bytes)));
  const json: unknown = JSON.parse(await new Response(stream).text());
  return (await readPage((s) => s.RetailerSchema, { data: json }, 'POST /retailers/closest')).items;
}

/** Resolves with the position, or null after logging why there is none (spec §8). */
export function currentPosition(
  geolocation: GeolocationLike | undefined,
): Promise<Coordinates | null> {
  if (geolocation === undefined) {
    logOnly('navigator.geolocation', 'Geolocation is not supported by this browser.');
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => {
        logOnly('navigator.geolocation', `Error getting location: ${error.message}`);
        resolve(null);
      },
      // An unanswered permission prompt must not keep the page waiting for ever.
      { timeout: POSITION_TIMEOUT_MS, maximumAge: POSITION_MAX_AGE_MS },
    );
  });
}

/** The POST of spec 7.2; made only once the position is known. */
export async function fetchClosestRetailers(
  client: ApiClient,
  location: Coordinates,
  options: { maxDistance?: number; signal?: AbortSignal } = {},
): Promise<Retailer[]> {
  const body = await client.post(
    '/retailers/closest',
    {
      userLatitude: location.latitude,
      userLongitude: location.longitude,
      maxDistance: options.maxDistance ?? CLOSEST_STORE_MAX_DISTANCE,
    } satisfies ClosestStoresBody,
    { query: { type: 'Closest Location' }, signal: options.signal },
  );
  const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : null;
  if (typeof data !== 'string') {
    logOnly('data', 'The closest-store answer carried no encoded list.');
    return [];
  }
  return decodeRetailerList(data);
}

/** Position, then the search; never throws, so the store pages always render. */
export async function findClosestStores(
  client: ApiClient,
  geolocation: GeolocationLike | undefined,
  signal?: AbortSignal,
): Promise<ClosestStores> {
  const location = await currentPosition(geolocation);
  if (location === null) return { location: null, retailers: [] };
  try {
    return { location, retailers: await fetchClosestRetailers(client, location, { signal }) };
  } catch (error) {
    if (signal?.aborted === true) throw error;
    logOnly('POST /retailers/closest', error instanceof Error ? error.message : String(error));
    return { location, retailers: [] };
  }
}

/** Asked once per visit: the position rarely changes while a page is open (no retry, no refetch). */
export const closestStoresQuery = (
  geolocation: GeolocationLike | undefined,
  client: ApiClient = defaultApiClient,
) =>
  queryOptions({
    queryKey: ['closestRetailers'],
    queryFn: ({ signal }) => findClosestStores(client, geolocation, signal),
    staleTime: Infinity,
    retry: false,
    // The shopper's position exists only in their browser.
    meta: BROWSER_ONLY,
  });
