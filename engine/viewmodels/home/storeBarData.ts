import type { OrderType, Retailer } from '../../../schemas';
import type { StoreBarStore } from '../../../variants/home-sections/types';
import { storeAddress, storeDetailsHref } from '../../rules/storeCard';

const ORDER_TYPE_LABEL: Record<OrderType, string> = {
  PICKUP: 'Pickup',
  CURBSIDE_PICKUP: 'Curbside Pickup',
  DELIVERY: 'Delivery',
};

export type StoreBarInput = {
  /** The store context's retailer; '' while none is chosen. */
  retailerId: string;
  retailerName: string;
  orderType: OrderType;
  /** The retailer's record; undefined while it loads, null when the API has none. */
  retailer: Retailer | null | undefined;
  /** The hours line and open status of a retailer at the page's time; null while its reader loads. */
  hoursOf: ((retailer: Retailer) => { text: string; open: boolean }) | null;
};

export type StoreBarState = { loading: boolean; store: StoreBarStore | null };

/**
 * The chosen store as the bar shows it (spec 4.1 order type, 4.10 hours, 2.11 details link).
 * A store whose record cannot be read still shows its name from the store context.
 */
export function storeBarState(input: StoreBarInput): StoreBarState {
  if (input.retailerId === '') return { loading: false, store: null };
  if (input.retailer === undefined) return { loading: true, store: null };
  const retailer = input.retailer;
  const orderType = ORDER_TYPE_LABEL[input.orderType];
  if (retailer === null) {
    return {
      loading: false,
      store: {
        name: input.retailerName.trim() || 'Your store',
        orderType,
        hours: '',
        open: true,
        address: '',
        detailsHref: `/${encodeURIComponent(input.retailerId)}`,
      },
    };
  }
  // The hours' reader comes with the first chosen store: the skeleton until then.
  if (input.hoursOf === null) return { loading: true, store: null };
  const hours = input.hoursOf(retailer);
  return {
    loading: false,
    store: {
      name: retailer.name.trim() || retailer.retailerName.trim() || input.retailerName.trim(),
      orderType,
      hours: hours.text,
      open: hours.open,
      address: storeAddress(retailer),
      detailsHref: storeDetailsHref(retailer),
    },
  };
}
