import type { Retailer } from '../../../schemas';
import type { StoreContact } from '../../../variants/support/types';
import { displayPhone } from '../../rules/phone';

/** A store as /contact lists it: its own name and number first, the retailer's as fallback. */
export function storeContact(store: Retailer): StoreContact {
  return {
    key: store._id || store.urlSlug,
    name: store.name || store.retailerName,
    address: store.address,
    phone: displayPhone(store.contactNumber, store.retailerPhoneNumber),
  };
}
