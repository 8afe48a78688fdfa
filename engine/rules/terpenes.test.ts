import { describe, expect, it } from 'vitest';
import { terpeneDescription, terpeneKey } from './terpenes';

describe('terpeneKey', () => {
  it.each([
    ['Myrcene', 'myrcene'],
    ['β-Caryophyllene', 'caryophyllene'],
    ['beta-Myrcene', 'myrcene'],
    ['alpha-Pinene', 'pinene'],
    ['α-Pinene', 'pinene'],
    ['D-Limonene', 'limonene'],
    ['trans-Nerolidol', 'nerolidol'],
    ['(-)-α-Bisabolol', 'bisabolol'],
    ['Delta-3-Carene', 'carene'],
    ['1,8-Cineole', 'cineole'],
    ['Caryophyllene Oxide', 'caryophyllene oxide'],
  ])('%s → %s', (name, key) => {
    expect(terpeneKey(name)).toBe(key);
  });
});

describe('terpeneDescription', () => {
  it.each([
    'Myrcene',
    'Limonene',
    'Caryophyllene',
    'Pinene',
    'Linalool',
    'Humulene',
    'Terpinolene',
    'Ocimene',
    'Bisabolol',
    'Nerolidol',
  ])('describes %s by aroma and where else it is found, with no health claim', (name) => {
    const description = terpeneDescription(name);
    expect(description).toMatch(/; also in .+\.$/);
    expect(description).not.toMatch(/relax|sleep|pain|anxi|stress|inflamm|heal|mood|calm|energ/i);
  });

  it.each([
    ['MYRCENE', 'Earthy, musky; also in mangoes, hops and thyme.'],
    ['β-Caryophyllene', 'Peppery, spicy; also in black pepper, cloves and cinnamon.'],
    ['1,8-Cineole', 'Cool, minty; also in eucalyptus and bay leaves.'],
  ])('reads %s under its other spellings', (name, description) => {
    expect(terpeneDescription(name)).toBe(description);
  });

  it.each(['Caryophyllene Oxide', 'Guaiol', 'constructor', ''])(
    'has no line for %j, which is not in the table',
    (name) => {
      expect(terpeneDescription(name)).toBeNull();
    },
  );
});
