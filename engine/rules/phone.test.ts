import { describe, expect, it } from 'vitest';
import { displayPhone } from './phone';

describe('displayPhone (spec 2.11, §5)', () => {
  it.each([
    [['(313) 555-0100'], '(313) 555-0100'],
    [['null'], null],
    [['NULL', '(480) 555-0199'], '(480) 555-0199'],
    [[null, undefined, '  '], null],
    [[], null],
  ])('%j → %j', (candidates, expected) => expect(displayPhone(...candidates)).toBe(expected));
});
