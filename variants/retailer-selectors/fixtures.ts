/**
 * Retailer-selector and store-picker props for stories and tests, shared by versions Two…Five
 * and the picker so every presentation renders from the same data. Stores are a realistic
 * Michigan / Arizona / Colorado chain; labels, hours and distances are as the engine would
 * compute them (spec 2.11, 4.10).
 */
import type { StorePickerProps } from '../store-picker/types';
import type { RetailerSelectorProps, StateOption, StoreCardData } from './types';

/** Data props only: stories attach spies for the events (fn()), the engine its handlers. */
export type RetailerSelectorArgs = Omit<
  RetailerSelectorProps,
  | 'onClose'
  | 'onSearch'
  | 'onStateChange'
  | 'onOrderTypeChange'
  | 'onDeliveryAddressSubmit'
  | 'onChooseStore'
>;

/** The store with both menus where the shopper currently shops recreational ("Shopping Recreational"). */
export const troy: StoreCardData = {
  id: 'r-troy',
  name: 'Greenleaf Troy',
  distanceMiles: 2.374,
  address: '1840 W Maple Rd, Troy, MI 48084',
  phone: '(248) 555-0142',
  detailsHref: '/greenleaf-troy',
  hoursText: 'Open Monday to Sunday',
  buttons: [
    { menuType: 'MEDICAL', label: 'Shop Medical', loading: false },
    { menuType: 'RECREATIONAL', label: 'Shopping Recreational', loading: false },
  ],
  disabled: false,
  closedNotice: false,
};

/** Recreational only: its one button reads "Shop Recreational". */
export const ferndale: StoreCardData = {
  id: 'r-ferndale',
  name: 'Greenleaf Ferndale',
  distanceMiles: 6.8,
  address: '22730 Woodward Ave, Ferndale, MI 48220',
  phone: '(248) 555-0187',
  detailsHref: '/greenleaf-ferndale',
  hoursText: 'Open Monday to Saturday',
  buttons: [{ menuType: 'RECREATIONAL', label: 'Shop Recreational', loading: false }],
  disabled: false,
  closedNotice: false,
};

/** No phone (the CMS sent "null"), no slug (details at /{id}), closed for a special day. */
export const detroit: StoreCardData = {
  id: 'r-detroit-midtown',
  name: 'Greenleaf Detroit Midtown',
  distanceMiles: 14.129,
  address: '4120 Cass Ave, Detroit, MI 48201',
  phone: null,
  detailsHref: '/r-detroit-midtown',
  hoursText: 'Closed | Special Hours: Thanksgiving Day',
  buttons: [
    { menuType: 'MEDICAL', label: 'Shop Medical', loading: false },
    { menuType: 'RECREATIONAL', label: 'Shop Recreational', loading: false },
  ],
  disabled: false,
  closedNotice: true,
};

export const annArbor: StoreCardData = {
  id: 'r-ann-arbor',
  name: 'Greenleaf Ann Arbor – Main Street Medical & Recreational Provisioning Center',
  distanceMiles: 38.5,
  address: '315 S Main St, Ann Arbor, MI 48104',
  phone: '(734) 555-0119',
  detailsHref: '/greenleaf-ann-arbor',
  hoursText: 'Open on Saturday',
  buttons: [{ menuType: 'MEDICAL', label: 'Shop Medical', loading: false }],
  disabled: false,
  closedNotice: false,
};

/** A site with isMedicalTypeOn off: one "Shop This Location" button, no distance known. */
export const thisLocation: StoreCardData = {
  id: 'r-denver-rino',
  name: 'Greenleaf Denver RiNo',
  distanceMiles: null,
  address: '3020 Larimer St, Denver, CO 80205',
  phone: '(303) 555-0110',
  detailsHref: '/greenleaf-denver-rino',
  hoursText: '9:00 AM - 9:00 PM',
  buttons: [{ menuType: 'RECREATIONAL', label: 'Shop This Location', loading: false }],
  disabled: false,
  closedNotice: false,
};

export const arizonaStores: StoreCardData[] = [
  {
    id: 'r-phoenix-camelback',
    name: 'Greenleaf Phoenix Camelback',
    distanceMiles: 3.06,
    address: '4230 E Camelback Rd, Phoenix, AZ 85018',
    phone: '(602) 555-0199',
    detailsHref: '/greenleaf-phoenix-camelback',
    hoursText: 'Open Monday to Sunday',
    buttons: [
      { menuType: 'MEDICAL', label: 'Shop Medical', loading: false },
      { menuType: 'RECREATIONAL', label: 'Shop Recreational', loading: false },
    ],
    disabled: false,
    closedNotice: false,
  },
  {
    id: 'r-tempe',
    name: 'Greenleaf Tempe',
    distanceMiles: 9.418,
    address: '1325 E University Dr, Tempe, AZ 85281',
    phone: '(480) 555-0134',
    detailsHref: '/greenleaf-tempe',
    hoursText: 'Open Monday to Friday',
    buttons: [{ menuType: 'RECREATIONAL', label: 'Shop Recreational', loading: false }],
    disabled: false,
    closedNotice: false,
  },
];

export const michiganStores = [troy, ferndale, detroit, annArbor];

/** Sorted by name, as the engine hands them over (spec 2.11). */
export const stateOptions: StateOption[] = [
  { code: 'AZ', name: 'Arizona' },
  { code: 'CO', name: 'Colorado' },
  { code: 'MI', name: 'Michigan' },
];

const base: RetailerSelectorArgs = {
  open: true,
  title: 'Select Your Store',
  subtitle: 'How do you want to shop?',
  image: null,
  states: null,
  orderTypes: ['PICKUP', 'CURBSIDE', 'DELIVERY'],
  orderType: 'PICKUP',
  content: { kind: 'stores', stores: michiganStores },
  search: '',
};

/** The CMS image and the state selector, with the given state chosen. */
function withExtras(selected: string | null): Pick<RetailerSelectorArgs, 'image' | 'states'> {
  return {
    image: '/images/misc/store-front.svg',
    states: { options: stateOptions, selected },
  };
}

const full: RetailerSelectorArgs = { ...base, ...withExtras('MI') };

/** The Troy medical button was pressed: it reads "Loading..." and every button waits (spec 4.3). */
const switching = michiganStores.map((store) => ({
  ...store,
  disabled: true,
  buttons: store.buttons.map((button) => ({
    ...button,
    loading: store.id === troy.id && button.menuType === 'MEDICAL',
  })),
}));

export const retailerSelectorArgs = {
  pickup: base,
  curbside: {
    ...base,
    orderType: 'CURBSIDE',
    content: { kind: 'stores', stores: arizonaStores },
  },
  curbsideTurnedOff: { ...base, orderTypes: ['PICKUP', 'DELIVERY'] },
  deliveryForm: { ...base, orderType: 'DELIVERY', content: { kind: 'deliveryForm', address: '' } },
  deliveryPrefilled: {
    ...base,
    orderType: 'DELIVERY',
    content: { kind: 'deliveryForm', address: '2145 Crooks Rd, Troy, MI 48084' },
  },
  deliveryUnavailable: { ...base, orderType: 'DELIVERY', content: { kind: 'deliveryUnavailable' } },
  loading: { ...base, content: { kind: 'loading' } },
  noStores: { ...base, content: { kind: 'noStores' } },
  noMatch: { ...base, search: 'Kalamazoo', content: { kind: 'noMatch' } },
  switchLoading: { ...base, content: { kind: 'stores', stores: switching } },
  withStateSelector: full,
  /** deliverySettingsCMS.hideDeliveryBtn: no Delivery tab. */
  deliveryHidden: { ...full, orderTypes: ['PICKUP', 'CURBSIDE'] },
  /** Both hidden: the selector is a plain store list. */
  pickupOnly: { ...full, orderTypes: ['PICKUP'] },
} satisfies Record<string, RetailerSelectorArgs>;

/** The default site's selector: CMS image and state selector on, in every order-type state. */
export const fullSelectorArgs = {
  pickup: full,
  curbside: { ...retailerSelectorArgs.curbside, ...withExtras('AZ') },
  curbsideTurnedOff: { ...retailerSelectorArgs.curbsideTurnedOff, ...withExtras('MI') },
  deliveryForm: { ...retailerSelectorArgs.deliveryForm, ...withExtras('MI') },
  deliveryPrefilled: { ...retailerSelectorArgs.deliveryPrefilled, ...withExtras('MI') },
  deliveryUnavailable: { ...retailerSelectorArgs.deliveryUnavailable, ...withExtras('MI') },
  loading: { ...retailerSelectorArgs.loading, ...withExtras('MI') },
  /** No retailer at all: the state dropdown has nothing to offer either. */
  noStores: {
    ...retailerSelectorArgs.noStores,
    ...withExtras(null),
    states: { options: [], selected: null },
  },
  noMatch: { ...retailerSelectorArgs.noMatch, ...withExtras('MI') },
  switchLoading: { ...retailerSelectorArgs.switchLoading, ...withExtras('MI') },
} satisfies Record<string, RetailerSelectorArgs>;

/* The store picker (variants/store-picker): the same chain, as engine/rules/storeSearch filters it. */

/** Data props only: stories attach spies for the events (fn()), the engine its handlers. */
export type StorePickerArgs = Omit<
  StorePickerProps,
  'onStateChange' | 'onSearch' | 'onChooseStore'
>;

const pickerMichigan: StorePickerArgs = {
  states: { options: stateOptions, selected: 'MI' },
  search: '',
  content: { kind: 'stores', stores: michiganStores },
};

export const storePickerArgs = {
  michigan: pickerMichigan,
  /** Before a state is chosen the engine lists the whole chain. */
  noStateChosen: {
    ...pickerMichigan,
    states: { options: stateOptions, selected: null },
    content: { kind: 'stores', stores: [...michiganStores, ...arizonaStores] },
  },
  arizona: {
    ...pickerMichigan,
    states: { options: stateOptions, selected: 'AZ' },
    content: { kind: 'stores', stores: arizonaStores },
  },
  searching: { ...pickerMichigan, search: 'troy', content: { kind: 'stores', stores: [troy] } },
  noMatch: { ...pickerMichigan, search: 'Kalamazoo', content: { kind: 'noMatch' } },
  noStores: {
    states: { options: [], selected: null },
    search: '',
    content: { kind: 'noStores' },
  },
  loading: { ...pickerMichigan, content: { kind: 'loading' } },
  switchLoading: { ...pickerMichigan, content: { kind: 'stores', stores: switching } },
} satisfies Record<string, StorePickerArgs>;
