/**
 * A store's hours and open status at the page's time (spec 4.10, 2.11), with the date library.
 * Loaded only where a store is chosen (./storeHoursLoader): a first visit has none to word.
 */
import { isOpenForPickup, pickupHoursText, type StoreHoursInput } from '../../rules/storeHours';
import { nowAt } from './clock';

/** Whether the store takes pickup orders at the pinned time, else now. */
export function isOpenAt(retailer: StoreHoursInput, pin: string | null): boolean {
  return isOpenForPickup(retailer, nowAt(pin));
}

/** The hours line and the open status at the pinned time, else now. */
export function hoursAt(
  retailer: StoreHoursInput,
  pin: string | null,
): { text: string; open: boolean } {
  const now = nowAt(pin);
  return { text: pickupHoursText(retailer, now), open: isOpenForPickup(retailer, now) };
}
