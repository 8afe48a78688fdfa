/**
 * One plain-language line per common cannabis terpene: how it smells and where else it is found.
 * Aroma and sources only, never effects: the storefront makes no health claims. A terpene not in
 * the table is shown without a line.
 */

const DESCRIPTIONS: ReadonlyMap<string, string> = new Map([
  ['myrcene', 'Earthy, musky; also in mangoes, hops and thyme.'],
  ['limonene', 'Bright citrus; also in lemon and orange peel.'],
  ['caryophyllene', 'Peppery, spicy; also in black pepper, cloves and cinnamon.'],
  ['pinene', 'Fresh pine; also in pine needles, rosemary and basil.'],
  ['linalool', 'Floral, like lavender; also in lavender and coriander.'],
  ['humulene', 'Woody, earthy; also in hops, sage and ginseng.'],
  ['terpinolene', 'Piney, floral with a hint of citrus; also in lilac, nutmeg and apples.'],
  ['ocimene', 'Sweet, herbal; also in mint, parsley and basil.'],
  ['bisabolol', 'Soft, sweet and floral; also in chamomile.'],
  ['nerolidol', 'Woody, floral; also in jasmine, ginger and lemongrass.'],
  ['terpineol', 'Floral, like lilac; also in pine oil and lime blossom.'],
  ['valencene', 'Sweet orange; also in Valencia oranges and grapefruit.'],
  ['geraniol', 'Rosy, floral; also in roses and geraniums.'],
  ['eucalyptol', 'Cool, minty; also in eucalyptus and bay leaves.'],
  ['carene', 'Sweet, like cedar; also in cedar, pine and rosemary.'],
  ['farnesene', 'Green apple; also in apple skins and turmeric.'],
  ['borneol', 'Minty, like camphor; also in rosemary and mint.'],
]);

/** Other names labs print for a terpene in the table. */
const ALIASES: ReadonlyMap<string, string> = new Map([
  ['cineole', 'eucalyptol'],
  ['bcp', 'caryophyllene'],
]);

/**
 * Isomer and stereo prefixes labs put before a name ("β-Caryophyllene", "alpha-Pinene",
 * "D-Limonene", "trans-Nerolidol", "(-)-α-Bisabolol", "Delta-3-Carene"): the description is the
 * same for every form, so they are dropped before the lookup.
 */
const PREFIXES = new Set([
  'alpha',
  'beta',
  'gamma',
  'delta',
  'α',
  'β',
  'γ',
  'δ',
  'a',
  'b',
  'd',
  'l',
  'cis',
  'trans',
]);

/** "β-Caryophyllene" → "caryophyllene", "1,8-Cineole" → "cineole", "Caryophyllene Oxide" stays. */
export function terpeneKey(name: string): string {
  return name
    .toLowerCase()
    .split(/[\s\-–(),+]+/)
    .filter((part) => part !== '' && !PREFIXES.has(part) && !/^\d+$/.test(part))
    .join(' ');
}

/** The terpene's line, or null when it is not in the table. */
export function terpeneDescription(name: string): string | null {
  const key = terpeneKey(name);
  return DESCRIPTIONS.get(ALIASES.get(key) ?? key) ?? null;
}
