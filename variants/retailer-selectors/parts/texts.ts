/** User-visible retailer-selector texts; spec wording where the spec gives one (2.11, §8). */
export const SELECTOR_TEXT = {
  callPrefix: 'Call : ',
  storeDetails: 'Store Details',
  buttonLoading: 'Loading...',
  selectState: 'Select a State',
  searchByName: 'Search by Store Name',
  noMatch: 'We are sorry, no retailer matches your search.',
  noStores: 'We are sorry, currently no retailer is found.',
  deliveryUnavailable: 'Sorry, delivery is currently unavailable.',
  /** The store-closed notice reuses the default title of the store-closed popup (retailerClosePopupCMS). */
  storeClosed: 'Store Closed',
  tabs: { PICKUP: 'Pickup', CURBSIDE: 'Curbside', DELIVERY: 'Delivery' },
  /** The spec gives no wording for these; they name controls and regions for every user. */
  orderTypeGroup: 'Order type',
  chooseState: 'Choose a state',
  deliveryAddress: 'Delivery address',
  deliverySubmit: 'Find stores that deliver',
  storesList: 'Stores',
  loadingStores: 'Loading stores',
  hours: 'Hours',
  /** Step headings of the guided sheet (version Four). */
  chooseStore: 'Choose a store',
  deliveryStep: 'Where should we deliver?',
  /** The tabs' supporting lines where a variant shows order types as tiles. */
  tabHints: {
    PICKUP: 'Collect in store',
    CURBSIDE: 'We bring it to your car',
    DELIVERY: 'Delivered to your door',
  },
} as const;
