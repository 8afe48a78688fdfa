import { StoreSelectionSchema } from '../stores/storedSchemas';
import type { StoreSelection } from '../stores/storeSelection';
import { STORE_COOKIE } from './storeCookie';

/** The selection a Cookie header carries; null when absent, unreadable or without a store. */
export function storeSelectionFromCookie(header: string | null): StoreSelection | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at === -1 || part.slice(0, at).trim() !== STORE_COOKIE) continue;
    try {
      const parsed = StoreSelectionSchema.safeParse(
        JSON.parse(decodeURIComponent(part.slice(at + 1).trim())),
      );
      return parsed.success && parsed.data.retailerId !== '' ? parsed.data : null;
    } catch {
      // Anyone can write a cookie: an unreadable one is as good as none.
      return null;
    }
  }
  return null;
}
