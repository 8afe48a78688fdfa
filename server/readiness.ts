/**
 * Whether this instance should be sent shoppers (GET /readyz): not while it drains (SIGTERM
 * received), and not while the site settings, which every page is rendered from, cannot be
 * reached. A probe every few seconds must not become an API call every few seconds: the outcome
 * of the settings reads the pages make is kept, and only when none was made for a while does a
 * probe make one, with a short deadline, shared by every probe that asks meanwhile.
 */
import type { ApiClient } from '../engine/api/client';
import { ApiError } from '../engine/api/errors';
import type { Logger } from './logger';

/** The settings call every page render makes first (siteSettingsQuery). */
export const SETTINGS_PATH = '/cms/settings';
/** A settings outcome younger than this answers a probe without a call. */
export const SETTINGS_FRESH_MS = 10_000;
/** A probe's own settings call: a probe that waits longer than this is itself failing. */
export const SETTINGS_PROBE_DEADLINE_MS = 1000;

export type SettingsState = 'ok' | 'unreachable' | 'unknown';
export type ReadinessReport = { ready: boolean; draining: boolean; settings: SettingsState };

export type Readiness = {
  /** SIGTERM: answer not ready from now on. */
  drain(): void;
  readonly draining: boolean;
  /** The client with its settings reads noted (an upstream call's outcome, not a cache's). */
  observed(client: ApiClient): ApiClient;
  /** The report, with one settings call first if the last outcome is stale; `client` is the
   * client that call goes through. */
  report(client: () => ApiClient): Promise<ReadinessReport>;
};

export type ReadinessOptions = {
  /** Where a change of the settings' reachability is logged (probes have no request lines). */
  logger?: Logger;
  now?: () => number;
};

/** A settings read that failed with an ApiError (no answer, a timeout, an error status) says
 * the settings cannot be had; a cancelled one (the shopper went away) says nothing. */
const failedRead = (error: unknown) => error instanceof ApiError;

export function createReadiness({ logger, now = Date.now }: ReadinessOptions = {}): Readiness {
  let draining = false;
  let last: { state: 'ok' | 'unreachable'; at: number } | null = null;
  let probing: Promise<void> | null = null;

  const note = (state: 'ok' | 'unreachable') => {
    const before = last?.state;
    last = { state, at: now() };
    if (state === before) return;
    if (state === 'unreachable') {
      logger?.warn('Not ready: the site settings cannot be reached.');
    } else if (before === 'unreachable') {
      logger?.info('Ready again: the site settings can be reached.');
    }
  };

  const probe = async (client: () => ApiClient) => {
    try {
      await client().get(SETTINGS_PATH, { timeoutMs: SETTINGS_PROBE_DEADLINE_MS });
      note('ok');
    } catch {
      note('unreachable');
    }
  };

  return {
    drain: () => {
      draining = true;
    },
    get draining() {
      return draining;
    },
    observed: (client) => ({
      ...client,
      get: (path, options) => {
        const answer = client.get(path, options);
        if (path === SETTINGS_PATH) {
          answer.then(
            () => note('ok'),
            (error: unknown) => {
              if (failedRead(error)) note('unreachable');
            },
          );
        }
        return answer;
      },
    }),
    report: async (client) => {
      // A draining instance is not ready whatever the API says: no call for it.
      if (!draining && (last === null || now() - last.at >= SETTINGS_FRESH_MS)) {
        probing ??= probe(client).finally(() => {
          probing = null;
        });
        await probing;
      }
      const settings: SettingsState = last?.state ?? 'unknown';
      return { ready: !draining && settings === 'ok', draining, settings };
    },
  };
}
