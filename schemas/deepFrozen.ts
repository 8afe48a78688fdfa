/**
 * `value` frozen all the way down, and returned. The server shares some API answers, and what it
 * reads from them, between renders (server/cachedClient): frozen, no render can change what the
 * next one reads, and a render that tries fails loudly instead of leaking into other pages.
 */
export function deepFrozen<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const key of Reflect.ownKeys(value)) {
    deepFrozen(Reflect.get(value, key));
  }
  return value;
}
