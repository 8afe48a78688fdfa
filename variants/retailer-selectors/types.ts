/**
 * The one props type every retailer selector (versions Two…Five) takes, so the registry can swap
 * them freely and one fixture renders any of them. The engine builds it from the site settings, the
 * retailer list and the store context (spec 2.11, 4.1–4.3); variants only lay it out.
 */

/** A tab of the selector (spec 4.1); the engine maps CURBSIDE to the order type CURBSIDE_PICKUP. */
export type StoreOrderTab = 'PICKUP' | 'CURBSIDE' | 'DELIVERY';

/** Spec 4.3 menu types. */
export type StoreMenuType = 'MEDICAL' | 'RECREATIONAL';

export type StoreCardButton = {
  /** Which menu this button opens the store with (spec 4.3). */
  menuType: StoreMenuType;
  /**
   * Already worded by the engine (spec 2.11): "Shop Medical" / "Shopping Medical", "Shop
   * Recreational" / "Shopping Recreational", or "Shop This Location" / "Shopping This Location"
   * when isMedicalTypeOn is off; the "Shopping" form marks the current store and menu type.
   */
  label: string;
  /** True on the pressed button while the switch loads: it reads "Loading..." (spec 4.3). */
  loading: boolean;
};

export type StoreCardData = {
  /** Retailer id; handed back in onChooseStore. */
  id: string;
  /** Retailer name (or retailerName). */
  name: string;
  /** locationDetail.distance in miles; null when the user's location is unknown (no distance line). */
  distanceMiles: number | null;
  /** One-line address from addressObject, formatted by the engine. */
  address: string;
  /** contactNumber / retailerPhoneNumber; null when missing or the string "null" (spec 2.11). */
  phone: string | null;
  /** "/{urlSlug}", or "/{id}" when the store has no slug (spec 2.11). */
  detailsHref: string;
  /** Pickup hours or closed/special-hours text, computed by the engine per spec 4.10. */
  hoursText: string;
  /** One button per menu type the store offers, in display order (spec 2.11). */
  buttons: StoreCardButton[];
  /** True while any store switch loads: every button is disabled (spec 4.3). */
  disabled: boolean;
  /** retailerClosePopupCMS.isTurnOn is on and the store is not open for pickup (spec 2.11). */
  closedNotice: boolean;
};

export type StateOption = {
  /** State code as in addressObject.state ("MI"). */
  code: string;
  /** Display name ("Michigan"). */
  name: string;
};

export type RetailerSelectorStates = {
  /** The states that have stores, sorted by the engine (spec 2.11). */
  options: StateOption[];
  /** The chosen state code; null before the user picks one. */
  selected: string | null;
};

/** What the body of the selector shows below the controls. */
export type RetailerSelectorContent =
  /** Retailers are loading: card skeletons. */
  | { kind: 'loading' }
  /** The (filtered) retailer list for the chosen state, tab and search. */
  | { kind: 'stores'; stores: StoreCardData[] }
  /** No retailer at all: "We are sorry, currently no retailer is found." (§8). */
  | { kind: 'noStores' }
  /** The store-name search matched nothing: "We are sorry, no retailer matches your search." (§8). */
  | { kind: 'noMatch' }
  /** The Delivery tab before an address is known; `address` prefills the form (selectedDeliveryAddress). */
  | { kind: 'deliveryForm'; address: string }
  /** deliverySettingsCMS.isActive is off: "Sorry, delivery is currently unavailable." (§8). */
  | { kind: 'deliveryUnavailable' };

/** The list-only kinds of the body: what a store list (a selector's, the store picker's) can show. */
export type StoreListContent = Exclude<RetailerSelectorContent, { kind: 'deliveryForm' }>;

export type RetailerSelectorProps = {
  /** Whether the drawer or popup is shown; the engine owns it (spec 4.14). */
  open: boolean;
  /** Escape, the close button or the backdrop. */
  onClose(): void;
  /** preferenceModalCmsData.title (default "Select Your Store"). */
  title: string;
  /** preferenceModalCmsData.subtitle (default "How do you want to shop?"). */
  subtitle: string;
  /** preferenceModalCmsData.image; null when the CMS has none (no banner). Decorative. */
  image: string | null;
  /** The state selector; null when stateSelectionSettingsCMS.enableStateSelector is off. */
  states: RetailerSelectorStates | null;
  /**
   * The tabs shown, in order. The engine drops CURBSIDE when deliverySettingsCMS
   * turnOffCurbsidePickup is set and DELIVERY when hideDeliveryBtn is set (spec 2.11).
   */
  orderTypes: StoreOrderTab[];
  /** The selected tab, from the store context's orderType (spec 4.1). */
  orderType: StoreOrderTab;
  /** The body below the controls. */
  content: RetailerSelectorContent;
  /** The "Search by Store Name" text; the engine debounces it (600 ms, spec §9). */
  search: string;
  /** Every keystroke in the search box. */
  onSearch(term: string): void;
  /** A state was chosen; the engine filters stores and resets the tab to PICKUP (spec 4.2). */
  onStateChange(code: string): void;
  /** A tab was chosen. */
  onOrderTypeChange(type: StoreOrderTab): void;
  /** The delivery address form was submitted (trimmed, never empty). */
  onDeliveryAddressSubmit(address: string): void;
  /** A menu-type button of a store card was pressed (spec 4.3; from a card the order type is PICKUP). */
  onChooseStore(storeId: string, menuType: StoreMenuType): void;
};
