import { describe, expect, it } from 'vitest';
import { accountQueryStatus, queryStatus } from './queryStatus';

const pending = { isError: false, isPending: true };
const failed = { isError: true, isPending: false };
const answered = { isError: false, isPending: false };

describe('queryStatus', () => {
  it('names a pending, failed and answered query', () => {
    expect(queryStatus(pending)).toBe('loading');
    expect(queryStatus(failed)).toBe('error');
    expect(queryStatus(answered)).toBe('ready');
  });
});

describe('accountQueryStatus', () => {
  it('is guest for a signed-out shopper whatever the query says', () => {
    expect(accountQueryStatus(false, pending)).toBe('guest');
    expect(accountQueryStatus(false, failed)).toBe('guest');
    expect(accountQueryStatus(false, answered)).toBe('guest');
  });

  it('follows the query for a signed-in shopper', () => {
    expect(accountQueryStatus(true, pending)).toBe('loading');
    expect(accountQueryStatus(true, failed)).toBe('error');
    expect(accountQueryStatus(true, answered)).toBe('ready');
  });
});
