/** Shared pieces of the abandoned-cart machine tests: a local store, a lock shared by "tabs". */
import { fromCallback, type EventObject } from 'xstate';
import type { AbandonedCartLocal, CartItem } from '../schemas';
import type { AbandonedCartLocalStore } from './abandonedCartEmail.machine';

export function memoryLocal(initial: Record<string, AbandonedCartLocal> = {}) {
  const entries = new Map(Object.entries(initial));
  const store: AbandonedCartLocalStore = {
    read: (email) => entries.get(email) ?? null,
    write: (email, entry) => {
      if (entry === null) entries.delete(email);
      else entries.set(email, entry);
    },
    emails: () => [...entries.keys()],
  };
  return { store, entries };
}

/**
 * One exclusive lock shared by several actors, as Web Locks is by a browser's tabs: a request is
 * granted when the holder before it stops (the actor leaves its checking state).
 */
export function sharedLock() {
  let held = false;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else held = false;
  };
  return fromCallback<EventObject, { name: string }>(({ sendBack }) => {
    let granted = false;
    let cancelled = false;
    const grant = () => {
      if (cancelled) {
        release();
        return;
      }
      granted = true;
      sendBack({ type: 'LOCKED' });
    };
    if (held) waiting.push(grant);
    else {
      held = true;
      grant();
    }
    return () => {
      cancelled = true;
      if (granted) release();
    };
  });
}

/** Lets resolved promises (the provided post actors) settle. */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export const item = (productId: string, option: string, quantity: number): CartItem => ({
  productId,
  product: { slug: productId, image: '', name: productId, category: 'Flower' },
  option,
  quantity,
  maxQuantity: 20,
  price: 10,
  specialDiscount: null,
});
