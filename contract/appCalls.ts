/**
 * The calls the app's source makes through its API client (engine/api/client.ts), found by
 * reading the source: `client.get('/path')`, a template path (`/chats/${id}`) or a constant
 * (`client.post(CHECKOUT_ENDPOINT, …)` with `const CHECKOUT_ENDPOINT = '/checkout'` in the same
 * file). And the beacons: a file that calls `sendBeacon` posts to each `'/api/…'` path it names
 * (a beacon is always a POST, to the page's own origin, so its path carries /api). The contract
 * test holds each to an operation, so a new call cannot go uncontracted.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { METHODS, type Method } from './operation';

/** Where the storefront's own code lives (not its tests, stories, mock backend or server). */
export const APP_SOURCE_FOLDERS = ['engine', 'machines', 'variants'] as const;

/** The one file that calls fetch itself: every other call goes through it. */
export const API_CLIENT_FILE = 'engine/api/client.ts';

export type AppCall = {
  method: Method;
  /** With each interpolated part as `{}`: `/chats/{}/messages`. */
  path: string;
  file: string;
};

const isMethod = (value: string | undefined): value is Method =>
  (METHODS as readonly (string | undefined)[]).includes(value);

const isSource = (file: string) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file);

export function sourceFiles(folders: readonly string[] = APP_SOURCE_FOLDERS): string[] {
  return folders
    .flatMap((folder) =>
      readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) =>
        path.join(folder, file),
      ),
    )
    .filter(isSource)
    .sort();
}

// `.post(` then the first argument: a quoted or template path, or a constant's name.
const CALL = /\.(get|post|patch|delete)\(\s*(?:'([^']*)'|`([^`]*)`|([A-Z][A-Z0-9_]*)\b)/g;
const CONSTANT = /\bconst\s+([A-Z][A-Z0-9_]*)\s*=\s*'([^']*)'/g;

const BEACON = /\bsendBeacon\b/;
const BEACON_PATH = /'\/api(\/[^']*)'/g;

/** Whether a file sends beacons: requests that outlive the page, which the API client cannot
 * make. Its keepalive fetch (for when the beacon's queue is full) is the same request. */
const sendsBeacons = (source: string) => BEACON.test(source);

/** The calls in one file's text. Anything whose first argument is not a path is left out. */
export function callsIn(source: string, file: string): AppCall[] {
  const constants = new Map([...source.matchAll(CONSTANT)].map((match) => [match[1], match[2]]));
  const clientCalls = [...source.matchAll(CALL)].flatMap((match): AppCall[] => {
    const [, method, quoted, template, constant] = match;
    const raw = quoted ?? template?.replace(/\$\{[^}]*\}/g, '{}') ?? constants.get(constant ?? '');
    if (!isMethod(method) || raw === undefined || !raw.startsWith('/')) return [];
    return [{ method, path: raw, file }];
  });
  if (!sendsBeacons(source)) return clientCalls;
  const beacons = [...source.matchAll(BEACON_PATH)].map((match): AppCall => ({
    method: 'post',
    path: match[1] ?? '',
    file,
  }));
  return [...clientCalls, ...beacons];
}

export function appCalls(files: readonly string[] = sourceFiles()): AppCall[] {
  return files.flatMap((file) => callsIn(readFileSync(file, 'utf8'), file));
}

/** Files other than the API client and the beacons' that call fetch( themselves. */
export function filesCallingFetch(files: readonly string[] = sourceFiles()): string[] {
  return files.filter((file) => {
    if (file === API_CLIENT_FILE) return false;
    const source = readFileSync(file, 'utf8');
    return /(^|\W)fetch\(/m.test(source) && !sendsBeacons(source);
  });
}

/**
 * Whether a path template (`/chats/{id}`) matches a call's path: segment by segment, a `{name}`
 * matches anything, and a call's `{}` only a `{name}`.
 */
export function pathMatches(template: string, called: string): boolean {
  const expected = template.split('/');
  const actual = called.split('/');
  return (
    expected.length === actual.length &&
    expected.every((segment, at) => {
      const other = actual[at];
      if (/^\{\w+\}$/.test(segment)) return true;
      return other !== '{}' && other === segment;
    })
  );
}
