import { describe, expect, it } from 'vitest';
import { FIXTURE_SESSION_KEY, selectFixture } from './fixtureSelection';

function memorySession(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

const known = ['default', 'header-two', 'broken'];

describe('selectFixture', () => {
  it('uses ?fixture and remembers it for the session', () => {
    const session = memorySession();
    expect(selectFixture('?fixture=header-two', session, known)).toBe('header-two');
    expect(session.data.get(FIXTURE_SESSION_KEY)).toBe('header-two');
    expect(selectFixture('', session, known)).toBe('header-two');
  });
  it('ignores unknown names', () => {
    const session = memorySession({ [FIXTURE_SESSION_KEY]: 'gone' });
    expect(selectFixture('?fixture=nope', session, known)).toBe('default');
  });
  it('falls back to the default without storage', () => {
    expect(selectFixture('', null, known)).toBe('default');
  });
  it('survives a storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(selectFixture('?fixture=broken', throwing, known)).toBe('broken');
    expect(selectFixture('', throwing, known)).toBe('default');
  });
});
