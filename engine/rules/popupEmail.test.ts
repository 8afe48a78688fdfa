import { describe, expect, it } from 'vitest';
import { checkPopupEmail } from './popupEmail';

describe('checkPopupEmail (spec 5, spec 8 texts)', () => {
  it.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['\t\n', 'Email is required'],
    ['not-an-email', 'Please enter a valid email'],
    ['fan@example', 'Please enter a valid email'],
    ['@example.com', 'Please enter a valid email'],
    ['fan@.com', 'Please enter a valid email'],
    ['fan @example.com', 'Please enter a valid email'],
    ['fan@@example.com', 'Please enter a valid email'],
    ['fan@example.com', null],
    ['  fan@example.com ', null],
    ['\tfirst.last+deals@shop.example.co.uk\n', null],
  ])('%j → %j', (value, error) => {
    expect(checkPopupEmail(value).error).toBe(error);
  });

  it('hands back the trimmed address, the one that is sent', () => {
    expect(checkPopupEmail('  fan@example.com ')).toEqual({
      email: 'fan@example.com',
      error: null,
    });
    expect(checkPopupEmail('  x ')).toEqual({ email: 'x', error: 'Please enter a valid email' });
  });
});
