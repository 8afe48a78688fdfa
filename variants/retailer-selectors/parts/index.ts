/** Building blocks every retailer selector (and the store picker) composes; versions change layout, not these rules. */
export { DeliveryAddressForm } from './DeliveryAddressForm';
export { OrderTypeTabs, tabId, tabLabelId, type OrderTypeTabsProps } from './OrderTypeTabs';
export { SelectorContent } from './SelectorContent';
export { StateSelect } from './StateSelect';
export { StoreCard, StoreCardSkeleton, type StoreCardProps } from './StoreCard';
export { StoreList, type StoreListProps } from './StoreList';
export { StoreSearch } from './StoreSearch';
export { formatMiles } from './formatMiles';
export { SELECTOR_TEXT } from './texts';
export { useOrderTypePanel } from './useOrderTypePanel';
