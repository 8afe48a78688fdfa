/**
 * Spec 4.11 step 3: the cart's fingerprint, cart_{base36 hash}_{item count}. Items without a
 * productId or option are ignored; the rest are sorted by productId (then option, so the same
 * product in two weights gives one fingerprint whatever order the lines were added in) and
 * joined as productId:option:quantity. It is the cartId of the e-mail post.
 */
export type FingerprintLine = { productId: string; option: string; quantity: number };

/** A 32-bit string hash (31·h + code, the common "string hashCode"), unsigned for base 36. */
export function hashText(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i += 1) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
  return hash >>> 0;
}

export function fingerprintLines(items: readonly FingerprintLine[]): FingerprintLine[] {
  return items
    .filter((item) => item.productId !== '' && item.option !== '')
    .toSorted((a, b) => compare(a.productId, b.productId) || compare(a.option, b.option));
}

/** Code-unit order, not the locale's: every browser and the server agree on it. */
const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** null when no item counts: an empty cart has no fingerprint. */
export function cartFingerprint(items: readonly FingerprintLine[]): string | null {
  const lines = fingerprintLines(items);
  if (lines.length === 0) return null;
  const joined = lines.map((line) => `${line.productId}:${line.option}:${line.quantity}`).join(',');
  return `cart_${hashText(joined).toString(36)}_${lines.length}`;
}
