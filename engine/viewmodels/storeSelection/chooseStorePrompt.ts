/** Spec 4.5: when the "choose a store" prompt shows. Pure, so the rule reads as its table. */
export type ChooseStorePromptInput = {
  /** storeContext.retailerId; '' while no store is chosen. */
  retailerId: string;
  /** The shopper opted for the default home page (spec 2.6, 4.5). */
  isDefaultHomePage: boolean;
  /** The provider profile that never shows the prompt (hidesChooseStorePrompt). */
  providerHidesPrompt: boolean;
  /** The preference selector is open: the shopper is already choosing. */
  preferenceOpen: boolean;
  /** A store finder or store page is on screen: the page itself is the way to choose. */
  onStorePage: boolean;
};

export function shouldShowChooseStorePrompt(input: ChooseStorePromptInput): boolean {
  return (
    input.retailerId === '' &&
    !input.isDefaultHomePage &&
    !input.providerHidesPrompt &&
    !input.preferenceOpen &&
    !input.onStorePage
  );
}

/** The route ids of the store finder, directories and store pages (engine/routing). */
export const STORE_PAGE_ROUTE_IDS: ReadonlySet<string> = new Set([
  'findDispensary',
  'storeDirectory',
  'stateDirectory-mi',
  'stateDirectory-az',
  'stateDirectory-co',
  'stateDirectory-ar',
  'storeDetails',
  'retailer',
]);
