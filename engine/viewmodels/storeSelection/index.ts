/** Store selection for the rest of the engine: the switch actor, the selector's props and the cart's hooks. */
export { useStoreSwitchActor, type StoreSwitchActor } from './storeSwitchActor';
export { useRetailerSelectorProps } from './useRetailerSelectorProps';
export { useStoreCardContext } from './useStoreCardContext';
export { useCheckoutDisabled } from './useCheckoutDisabled';
export { useChooseStorePrompt } from './useChooseStorePrompt';
export { useStoreClosedModal } from './useStoreClosedModal';
export { CHECKOUT_LIFETIME_MS, isStaleCart, recreateStaleCheckout } from './staleCart';
export { NowProvider, useNow } from './now';
