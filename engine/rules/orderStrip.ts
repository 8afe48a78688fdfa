import type { Address, OrderType } from '../../schemas';

/** What the order strip needs from the store context (spec 2.6); plain data so the rule is pure. */
export type OrderStripInput = {
  orderType: OrderType;
  retailerId: string;
  retailerName: string;
  selectedDeliveryAddress: string;
  selectedPickupAddressObject: Address;
  selectedCurbsideAddressObject: Address;
  retailerDetailsAddress: string;
  isLoadingProvider: boolean;
};

export type OrderStrip =
  | { kind: 'loading' }
  | { kind: 'select' }
  | {
      kind: 'selected';
      /** "Delivery at: {name}", "Curbside Pickup at: {name}" or "Pickup at: {name}". */
      atText: string;
      /** "Delivery to {address}", "Pickup from {address}", "Curbside Pickup from {address}". */
      text: string;
      /** The opening words of the mobile store bar (2.5). */
      mobileLabel: string;
      mobilePlace: string;
    };

const AT_WORDING: Record<OrderType, string> = {
  DELIVERY: 'Delivery at',
  CURBSIDE_PICKUP: 'Curbside Pickup at',
  PICKUP: 'Pickup at',
};
const TO_WORDING: Record<OrderType, string> = {
  DELIVERY: 'Delivery to',
  CURBSIDE_PICKUP: 'Curbside Pickup from',
  PICKUP: 'Pickup from',
};

/** "line1, city, state postalCode", skipping parts that are missing. */
export function formatAddress(address: Address): string {
  const cityState = [address.city, [address.state, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [address.line1, cityState].filter(Boolean).join(', ');
}

/** Spec 2.6: which address the strip shows, per order type and provider. */
export function orderStripAddress(input: OrderStripInput, usesRetailerAddress: boolean): string {
  if (input.orderType === 'DELIVERY') return input.selectedDeliveryAddress;
  if (usesRetailerAddress) return input.retailerDetailsAddress;
  const object =
    input.orderType === 'CURBSIDE_PICKUP'
      ? input.selectedCurbsideAddressObject
      : input.selectedPickupAddressObject;
  return formatAddress(object);
}

/** Spec 2.6 and 2.5: the order strip in both wordings, the skeleton, or "Select a Store". */
export function orderStripFor(input: OrderStripInput, usesRetailerAddress: boolean): OrderStrip {
  if (input.isLoadingProvider) return { kind: 'loading' };
  if (input.retailerId === '') return { kind: 'select' };
  const address = orderStripAddress(input, usesRetailerAddress);
  // Without an address yet the strip still names the store, so it never reads "Pickup from ".
  const place = address !== '' ? address : input.retailerName;
  return {
    kind: 'selected',
    atText: `${AT_WORDING[input.orderType]}: ${input.retailerName}`,
    text: `${TO_WORDING[input.orderType]} ${place}`,
    mobileLabel: TO_WORDING[input.orderType],
    mobilePlace: place,
  };
}
