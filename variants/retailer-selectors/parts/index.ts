/** Building blocks every retailer selector (and the store finder) composes; versions change layout, not these rules. */
export { DeliveryAddressForm } from './DeliveryAddressForm';
export { OrderTypeTabs, tabId } from './OrderTypeTabs';
export { SelectorContent } from './SelectorContent';
export { StateSelect } from './StateSelect';
export { StoreCard, StoreCardSkeleton, type StoreCardProps } from './StoreCard';
export { StoreSearch } from './StoreSearch';
export { formatMiles } from './formatMiles';
export { SELECTOR_TEXT } from './texts';
