import { describe, expect, it } from 'vitest';
import { checkPopupEmail } from './popupEmail';

describe('checkPopupEmail (spec 5)', () => {
  it.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['not-an-email', 'Please enter a valid email'],
    ['fan@example', 'Please enter a valid email'],
    ['  fan@example.com ', null],
  ])('%j → %j', (value, error) => {
    expect(checkPopupEmail(value).error).toBe(error);
  });

  it('hands back the trimmed address', () => {
    expect(checkPopupEmail('  fan@example.com ').email).toBe('fan@example.com');
  });
});
