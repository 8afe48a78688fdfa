/**
 * A lookup table's own entry, never one inherited from Object.prototype: a CMS colour, a URL
 * segment or an HTML entity named "constructor" must miss, not return a function.
 */
export function ownValue<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
