import { describe, expect, it } from 'vitest';
import { isSectionLeftToBrowser, SECTION_LEFT_TO_BROWSER } from './sectionLeftToBrowser';

describe('isSectionLeftToBrowser', () => {
  it('knows the digest the server gives a section it stopped waiting for', () => {
    expect(
      isSectionLeftToBrowser(Object.assign(new Error('x'), { digest: SECTION_LEFT_TO_BROWSER })),
    ).toBe(true);
  });
  it.each([
    ['a mismatch', new Error('Hydration failed')],
    ['another digest', Object.assign(new Error('x'), { digest: '1234' })],
    ['not an error', 'text'],
    ['nothing', null],
  ])('and nothing else: %s', (_, error) => {
    expect(isSectionLeftToBrowser(error)).toBe(false);
  });
});
