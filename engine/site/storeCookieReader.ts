import { StoreSelectionSchema } from '../stores/storedSchemas';
import type { StoreSelection } from '../stores/storeSelection';
import { STORE_COOKIE } from './storeCookie';

/** The value of the named cookie in a Cookie header, as sent; null when absent. */
export function cookieValue(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/** The selection a Cookie header carries; null when absent, unreadable or without a store. */
export function storeSelectionFromCookie(header: string | null): StoreSelection | null {
  const value = cookieValue(header, STORE_COOKIE);
  if (value === null) return null;
  try {
    const parsed = StoreSelectionSchema.safeParse(JSON.parse(decodeURIComponent(value)));
    return parsed.success && parsed.data.retailerId !== '' ? parsed.data : null;
  } catch {
    // Anyone can write a cookie: an unreadable one is as good as none.
    return null;
  }
}
