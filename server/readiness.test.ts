import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../engine/api/client';
import { ApiError } from '../engine/api/errors';
import {
  createReadiness,
  SETTINGS_FRESH_MS,
  SETTINGS_PATH,
  SETTINGS_PROBE_DEADLINE_MS,
} from './readiness';
import { createLogger } from './logger';

/** An API client whose settings calls the test answers one by one. */
function heldClient() {
  const calls: Array<{ path: string; timeoutMs?: number }> = [];
  const answers: Array<{ resolve: (value: unknown) => void; reject: (error: unknown) => void }> =
    [];
  const get = vi.fn(
    (path: string, options?: { timeoutMs?: number }) =>
      new Promise<unknown>((resolve, reject) => {
        calls.push({ path, timeoutMs: options?.timeoutMs });
        answers.push({ resolve, reject });
      }),
  );
  const unused = () => Promise.reject(new Error('not a read'));
  const client: ApiClient = { get, delete: unused, post: unused, patch: unused };
  return { client, calls, answers };
}

const OK = { ready: true, draining: false, settings: 'ok' };
const UNREACHABLE = { ready: false, draining: false, settings: 'unreachable' };
const API_DOWN = new ApiError('The server took too long to answer.', 0, null, 'timeout');

describe('readiness', () => {
  it('makes one settings call, with a short deadline, for many probes at once', async () => {
    const readiness = createReadiness();
    const { client, calls, answers } = heldClient();
    const reports = Array.from({ length: 5 }, () => readiness.report(() => client));
    expect(calls).toEqual([{ path: SETTINGS_PATH, timeoutMs: SETTINGS_PROBE_DEADLINE_MS }]);
    expect(SETTINGS_PROBE_DEADLINE_MS).toBeLessThanOrEqual(1000);
    answers[0]?.resolve({});
    expect(await Promise.all(reports)).toEqual(Array(5).fill(OK));
  });

  it('answers from the last outcome while it is fresh, and asks again once it is stale', async () => {
    let now = 0;
    const readiness = createReadiness({ now: () => now });
    const { client, calls, answers } = heldClient();
    const first = readiness.report(() => client);
    answers[0]?.resolve({});
    await first;
    now = SETTINGS_FRESH_MS - 1;
    expect(await readiness.report(() => client)).toEqual(OK);
    expect(calls).toHaveLength(1);
    now = SETTINGS_FRESH_MS;
    const stale = readiness.report(() => client);
    expect(calls).toHaveLength(2);
    answers[1]?.reject(API_DOWN);
    expect(await stale).toEqual(UNREACHABLE);
  });

  it('is not ready when the probe’s call fails, in any way', async () => {
    let now = 0;
    const readiness = createReadiness({ now: () => now });
    const { client, answers } = heldClient();
    const failed = readiness.report(() => client);
    answers[0]?.reject(new ApiError('Bad gateway', 502, null));
    expect(await failed).toEqual(UNREACHABLE);
    now += SETTINGS_FRESH_MS;
    const thrown = readiness.report(() => client);
    answers[1]?.reject(new TypeError('fetch failed'));
    expect(await thrown).toEqual(UNREACHABLE);
  });

  it('takes the outcome of the pages’ settings reads, so a busy server makes no probe call', async () => {
    let now = 0;
    const readiness = createReadiness({ now: () => now });
    const pages = heldClient();
    const observed = readiness.observed(pages.client);
    const read = observed.get(SETTINGS_PATH);
    pages.answers[0]?.reject(API_DOWN);
    await expect(read).rejects.toBe(API_DOWN);
    const probe = heldClient();
    expect(await readiness.report(() => probe.client)).toEqual(UNREACHABLE);
    now = 5000;
    const next = observed.get(SETTINGS_PATH);
    pages.answers[1]?.resolve({ config: {} });
    expect(await next).toEqual({ config: {} });
    now = 5000 + SETTINGS_FRESH_MS - 1;
    expect(await readiness.report(() => probe.client)).toEqual(OK);
    expect(probe.calls).toEqual([]);
  });

  it('ignores other reads, and settings reads the shopper cancelled', async () => {
    const readiness = createReadiness();
    const pages = heldClient();
    const observed = readiness.observed(pages.client);
    const other = observed.get('/categories');
    pages.answers[0]?.reject(API_DOWN);
    await expect(other).rejects.toBe(API_DOWN);
    const cancelled = observed.get(SETTINGS_PATH);
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    pages.answers[1]?.reject(abort);
    await expect(cancelled).rejects.toBe(abort);
    const probe = heldClient();
    const report = readiness.report(() => probe.client);
    expect(probe.calls).toHaveLength(1);
    probe.answers[0]?.resolve({});
    expect(await report).toEqual(OK);
  });

  it('is not ready once draining, and makes no call for it', async () => {
    const readiness = createReadiness();
    const { client, calls } = heldClient();
    readiness.drain();
    expect(readiness.draining).toBe(true);
    expect(await readiness.report(() => client)).toEqual({
      ready: false,
      draining: true,
      settings: 'unknown',
    });
    expect(calls).toEqual([]);
  });

  it('logs when the settings go out of reach and when they come back, not every probe', async () => {
    let now = 0;
    const lines: Array<{ level: string; msg: string }> = [];
    const logger = createLogger({
      write: (line: string) => lines.push(JSON.parse(line) as { level: string; msg: string }),
    });
    const readiness = createReadiness({ logger, now: () => now });
    const { client, answers } = heldClient();
    const outcomes = [API_DOWN, API_DOWN, null];
    for (const [index, outcome] of outcomes.entries()) {
      const report = readiness.report(() => client);
      if (outcome === null) answers[index]?.resolve({});
      else answers[index]?.reject(outcome);
      await report;
      now += SETTINGS_FRESH_MS;
    }
    expect(lines.map((line) => line.level)).toEqual(['warn', 'info']);
  });
});
