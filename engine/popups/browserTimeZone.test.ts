import { describe, expect, it, vi } from 'vitest';
import { browserTimeZone } from './browserTimeZone';

const withIntl = (timeZone: string) =>
  ({ DateTimeFormat: () => ({ resolvedOptions: () => ({ timeZone }) }) }) as unknown as typeof Intl;

describe('browserTimeZone', () => {
  it('asks Temporal when the browser has it, and leaves Intl alone', () => {
    const dateTimeFormat = vi.fn();
    const scope = {
      Temporal: { Now: { timeZoneId: () => 'America/Denver' } },
      Intl: { DateTimeFormat: dateTimeFormat },
    } as unknown as typeof globalThis;
    expect(browserTimeZone(scope)).toBe('America/Denver');
    expect(dateTimeFormat).not.toHaveBeenCalled();
  });

  it('falls back to Intl without Temporal', () => {
    const scope = { Intl: withIntl('Europe/Berlin') } as unknown as typeof globalThis;
    expect(browserTimeZone(scope)).toBe('Europe/Berlin');
  });

  it('says UTC when the browser names no zone', () => {
    const scope = { Intl: withIntl('') } as unknown as typeof globalThis;
    expect(browserTimeZone(scope)).toBe('UTC');
  });

  it('reads this runtime as Intl does', () => {
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  });
});
