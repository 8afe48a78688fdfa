/**
 * Props of the cart views (spec 2.12, cart page, checkout). The engine formats every text and
 * price (spec 9: "$" with 2 decimals) and decides what is allowed; the views only lay it out.
 */

/** One cart line, ready to show. */
export type CartLineData = {
  /** Stable per product and option; handed back in every line event. */
  key: string;
  name: string;
  /** Product image URL; decorative next to the linked name. */
  image: string;
  /** /product/{slug} (spec 2.12). */
  href: string;
  /** The option label after "Weight :"; null for EDIBLES or N/A (spec 2.12). */
  weight: string | null;
  /** Unit price, "$30.00" (after "Price : "). */
  price: string;
  /** Quantity × price, "$60.00"; the cart page shows it. */
  lineTotal: string;
  quantity: number;
  /** The picker lists 1…maxQuantity (spec 2.12, 5). */
  maxQuantity: number;
  /** The special that applies and where it leads (spec 2.12, 2.15 "elsewhere"). */
  special: { name: string; href: string } | null;
};

/** Spec 2.12 totals, formatted; discount is null unless above 0. */
export type CartTotalsData = {
  subtotal: string;
  taxes: string;
  /** "−$4.00", or null: the Discount row shows only when the discount is above 0. */
  discount: string | null;
  total: string;
};

/** Order type and store (spec 2.6 wording: "Pickup at: {store}", "Pickup from {address}"). */
export type StoreSummaryData =
  | { kind: 'selected'; heading: string; detail: string; changeHref: string }
  | { kind: 'select'; href: string }
  | { kind: 'loading' };

/** One purchase limit the cart touches, as its meter shows it; the engine words every text. */
export type PurchaseLimitMeterData = {
  /** The limit's id (purchaseLimitsCms), the React key. */
  id: string;
  /** "Flower": the limit's label. */
  label: string;
  /**
   * The cart's total toward it and the limit, in its unit, to 0.1: aria-valuenow and
   * aria-valuemax. `used` stops at `amount` when the cart is over (aria-valuenow stays in range);
   * `text` and `valueText` say the real total.
   */
  used: number;
  amount: number;
  /** "10.5 g / 70.9 g", shown beside the label. */
  text: string;
  /** "10.5 g of 70.9 g per order", the progressbar's aria-valuetext. */
  valueText: string;
  over: boolean;
  /** Lines the limit covers but could not count ("Not counted, weight unknown: …"); or null. */
  note: string | null;
};

/** The cart's purchase-limit meters (purchaseLimitsCms), with whose rule they are. */
export type PurchaseLimitsData = {
  meters: PurchaseLimitMeterData[];
  /** "Michigan limits for recreational orders. Source: …", in small print. */
  finePrint: string;
};

/**
 * Spec 4.6: checkout is disabled, with the reason shown, while the store is closed; and while the
 * cart is over a purchase limit (purchaseLimitsCms).
 */
export type CheckoutState = { enabled: true } | { enabled: false; reason: string };

/** What the shopper can do with a line; `key` is CartLineData.key. */
export type CartLineEvents = {
  onQuantityChange(key: string, quantity: number): void;
  onRemove(key: string): void;
  /** Signed in: moves the line; guests get the sign-in-required modal (spec 6). */
  onMoveToWishlist(key: string): void;
  onSaveForLater(key: string): void;
  /** A product or special link was followed (the sidebar closes). */
  onNavigate?(href: string): void;
};

export type CartSidebarProps = CartLineEvents & {
  open: boolean;
  /** Items counted with their quantities (the header badge). */
  itemCount: number;
  lines: CartLineData[];
  totals: CartTotalsData;
  checkout: CheckoutState;
  /** Shown when cartProductSectionCmsData.isShowLocation is on; null hides it. */
  store: StoreSummaryData | null;
  /** "View Cart" target: /cart, or the CMS cart link. */
  cartHref: string;
  /** The purchase-limit meters; absent or null while the setting is off or no limit applies. */
  purchaseLimits?: PurchaseLimitsData | null;
  onClose(): void;
  onClearAll(): void;
  onCheckout(): void;
};

export type CartReviewProps = CartLineEvents & {
  lines: CartLineData[];
  itemCount: number;
  totals: CartTotalsData;
  checkout: CheckoutState;
  store: StoreSummaryData;
  /** Where "Continue Shopping" leads (the shop path). */
  shopHref: string;
  /** The purchase-limit meters; absent or null while the setting is off or no limit applies. */
  purchaseLimits?: PurchaseLimitsData | null;
  onClearAll(): void;
  onCheckout(): void;
};

export type CheckoutFieldKey = 'firstName' | 'lastName' | 'email' | 'contactNumber';

export type CheckoutField = {
  key: CheckoutFieldKey;
  label: string;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  value: string;
  /** The spec 5 message for this field, shown under it after a submit; null when fine. */
  error: string | null;
};

/** The answer of the checkout call (spec 7.1, 8: the server's own message). */
export type CheckoutResult =
  { kind: 'success'; message: string; reference: string } | { kind: 'error'; message: string };

export type CheckoutViewProps = {
  lines: CartLineData[];
  itemCount: number;
  totals: CartTotalsData;
  store: StoreSummaryData;
  checkout: CheckoutState;
  fields: CheckoutField[];
  submitting: boolean;
  result: CheckoutResult | null;
  cartHref: string;
  shopHref: string;
  onFieldChange(key: CheckoutFieldKey, value: string): void;
  onSubmit(): void;
};
