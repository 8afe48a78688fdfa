import { describe, expect, it } from 'vitest';
import { cartFingerprint, fingerprintLines, hashText } from './cartFingerprint';

const line = (productId: string, option: string, quantity: number) => ({
  productId,
  option,
  quantity,
});
const expected = (joined: string, count: number) =>
  `cart_${hashText(joined).toString(36)}_${count}`;

describe('cartFingerprint (spec 4.11 step 3)', () => {
  it.each([
    ['an empty cart has none', [], null],
    ['only unusable items has none', [line('', '1g', 1), line('p1', '', 2)], null],
    ['one item', [line('p1', '1g', 2)], expected('p1:1g:2', 1)],
    [
      'sorted by productId',
      [line('p2', '1g', 1), line('p1', '3.5g', 2)],
      expected('p1:3.5g:2,p2:1g:1', 2),
    ],
    [
      'items without productId or option are ignored and not counted',
      [line('p2', '1g', 1), line('', '1g', 4), line('p3', '', 1)],
      expected('p2:1g:1', 1),
    ],
    [
      'the same product in two options is ordered by option',
      [line('p1', '3.5g', 1), line('p1', '1g', 1)],
      expected('p1:1g:1,p1:3.5g:1', 2),
    ],
  ])('%s', (_name, items, fingerprint) => {
    expect(cartFingerprint(items)).toBe(fingerprint);
  });

  it('does not depend on the order the lines were added in', () => {
    const a = [line('b', '1g', 1), line('a', '1g', 2), line('c', '7g', 3)];
    expect(cartFingerprint(a)).toBe(cartFingerprint(a.toReversed()));
  });

  it('changes when a quantity changes, and keeps the line count', () => {
    const one = cartFingerprint([line('p1', '1g', 1)]);
    const two = cartFingerprint([line('p1', '1g', 2)]);
    expect(one).not.toBe(two);
    expect(two).toMatch(/^cart_[0-9a-z]+_1$/);
  });

  it.each([
    ['', 0],
    ['a', 97],
    ['ab', 97 * 31 + 98],
  ])('hashes %j to %d (31·h + code, unsigned)', (text, hash) => {
    expect(hashText(text)).toBe(hash);
  });

  it('keeps hashes of long texts within 32 bits and non-negative', () => {
    const hash = hashText('x'.repeat(1000));
    expect(hash).toBeGreaterThanOrEqual(0);
    expect(hash).toBeLessThan(2 ** 32);
  });

  it('fingerprintLines returns the kept lines in order', () => {
    expect(fingerprintLines([line('b', '1g', 1), line('', 'x', 1), line('a', '1g', 1)])).toEqual([
      line('a', '1g', 1),
      line('b', '1g', 1),
    ]);
  });
});
