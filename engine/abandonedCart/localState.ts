/**
 * The abandoned-cart local state in storage (spec 9 keys): abandonedCart_{email} entries for the
 * e-mail machine and abandonmentCartCounter for the notification machine. localStorage is shared
 * by the shopper's tabs, which is what lets two tabs post once per fingerprint. Anyone can write
 * storage, so entries are validated when read; storage errors leave the flows working in memory.
 */
import {
  AbandonedCartLocalSchema,
  AbandonmentCartCounterSchema,
  type AbandonedCartLocal,
} from '../../schemas';
import { ABANDONED_CART_KEY_PREFIX, ABANDONMENT_CART_COUNTER_KEY } from '../../schemas/constants';
import type { AbandonedCartLocalStore } from '../../machines/abandonedCartEmail.machine';
import type { z } from 'zod';

function readJson<T>(storage: Storage, key: string, schema: z.ZodType<T>): T | null {
  try {
    const text = storage.getItem(key);
    if (text === null) return null;
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function writeJson(storage: Storage, key: string, value: unknown): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or blocked storage: the next check simply finds nothing stored.
  }
}

/** abandonedCart_{email}; a shopper without an e-mail would be "anonymous" (spec 9). */
export const abandonedCartKey = (email: string): string =>
  `${ABANDONED_CART_KEY_PREFIX}${email === '' ? 'anonymous' : email}`;

export function storageLocal(storage: Storage): AbandonedCartLocalStore {
  return {
    read: (email) =>
      readJson<AbandonedCartLocal>(storage, abandonedCartKey(email), AbandonedCartLocalSchema),
    write: (email, entry) => writeJson(storage, abandonedCartKey(email), entry),
    emails: () => {
      const emails: string[] = [];
      try {
        for (let i = 0; i < storage.length; i += 1) {
          const key = storage.key(i);
          if (key?.startsWith(ABANDONED_CART_KEY_PREFIX)) {
            emails.push(key.slice(ABANDONED_CART_KEY_PREFIX.length));
          }
        }
      } catch {
        return [];
      }
      return emails.map((email) => (email === 'anonymous' ? '' : email));
    },
  };
}

export function storageCounter(storage: Storage) {
  return {
    read: (): number | null =>
      readJson(storage, ABANDONMENT_CART_COUNTER_KEY, AbandonmentCartCounterSchema),
    write: (count: number): void => writeJson(storage, ABANDONMENT_CART_COUNTER_KEY, count),
  };
}
