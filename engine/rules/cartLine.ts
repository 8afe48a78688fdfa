/** Spec 2.12: no "Weight :" line for EDIBLES or for the option N/A (products sold per unit). */
export function cartLineWeight(category: string, option: string): string | null {
  const family = category
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  const weight = option.trim();
  if (family === 'EDIBLES' || weight === '' || weight.toUpperCase() === 'N/A') return null;
  return weight;
}

/** Spec 2.12: a line's image and name lead to /product/{slug}. */
export const productHref = (slug: string): string => `/product/${encodeURIComponent(slug)}`;
