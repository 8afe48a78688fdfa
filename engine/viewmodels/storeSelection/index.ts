/** Store selection for the rest of the engine: the switch actor, the selector's props and the cart's hooks. */
export { useStoreSwitch, useStoreSwitchView, type StoreSwitch } from './storeSwitch';
export { useRetailerSelectorProps } from './useRetailerSelectorProps';
export { useStoreCardContext } from './useStoreCardContext';
export { useCheckoutDisabled } from './useCheckoutDisabled';
export { useChooseStorePrompt } from './useChooseStorePrompt';
export { useStoreClosedModal } from './useStoreClosedModal';
export { CHECKOUT_LIFETIME_MS, isStaleCart, recreateStaleCheckout } from './staleCart';
export { useNow } from './clock';
