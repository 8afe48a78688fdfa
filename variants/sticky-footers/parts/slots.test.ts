import { describe, expect, it } from 'vitest';
import { splitAroundCentre } from './slots';

describe('splitAroundCentre', () => {
  it.each<[string[], string[], string[]]>([
    [[], [], []],
    [['home'], ['home'], []],
    [['home', 'cart'], ['home'], ['cart']],
    [['home', 'deals', 'cart'], ['home', 'deals'], ['cart']],
    [
      ['home', 'deals', 'cart', 'profile'],
      ['home', 'deals'],
      ['cart', 'profile'],
    ],
  ])('%j → %j | centre | %j', (items, before, after) => {
    expect(splitAroundCentre(items)).toEqual({ before, after });
  });
});
