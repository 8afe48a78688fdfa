import { describe, expect, it } from 'vitest';
import { socialKindOf } from './socialKind';

describe('socialKindOf', () => {
  it.each([
    ['Facebook', 'facebook'],
    ['facebook ', 'facebook'],
    ['Instagram', 'instagram'],
    ['X', 'x'],
    ['Twitter', 'x'],
    ['X (Twitter)', 'x'],
    ['YouTube', 'youtube'],
    ['You Tube', 'youtube'],
    ['TikTok', 'tiktok'],
    ['Tik-Tok', 'tiktok'],
    ['Pinterest', null],
    ['', null],
  ])('%j → %j', (title, expected) => {
    expect(socialKindOf(title)).toBe(expected);
  });
});

describe('socialKindOf with prototype names', () => {
  it.each([['constructor'], ['toString'], ['__proto__']])('%j is no known network', (title) => {
    expect(socialKindOf(title)).toBeNull();
  });
});
