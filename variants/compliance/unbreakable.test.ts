import { describe, expect, it } from 'vitest';
import { unbreakableRuns } from './unbreakable';

describe('unbreakableRuns', () => {
  it.each([
    [
      'National Poison Control Center 1-800-222-1222.',
      [
        { text: 'National Poison Control Center ', keepWhole: false },
        { text: '1-800-222-1222', keepWhole: true },
        { text: '.', keepWhole: false },
      ],
    ],
    [
      'License No. AU-R-000123',
      [
        { text: 'License No. ', keepWhole: false },
        { text: 'AU-R-000123', keepWhole: true },
      ],
    ],
    ['A well-known warning.', [{ text: 'A well-known warning.', keepWhole: false }]],
    ['21 years of age', [{ text: '21 years of age', keepWhole: false }]],
    ['', []],
  ])('%j', (text, runs) => expect(unbreakableRuns(text)).toEqual(runs));
});
