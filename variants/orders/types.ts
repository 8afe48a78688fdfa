import type { SavedItemData } from '../lists/types';

/** One line of a past order, ready to show. */
export type OrderLineData = {
  /** Stable within the order. */
  key: string;
  name: string;
  /** /product/{slug}. */
  href: string;
  image: string;
  /** "3.5g"; empty for per-unit products. */
  option: string;
  quantity: number;
  /** Line total, "$70.00" (spec 9: 2 decimals). */
  price: string;
};

/** One past order, ready to show. */
export type OrderCardData = {
  key: string;
  /** "#10482". */
  number: string;
  /** "Jun 12, 2025". */
  date: string;
  /** ISO date for the time element. */
  dateTime: string;
  status: string;
  store: string;
  lines: OrderLineData[];
  /** "$123.00". */
  total: string;
};

/** Shared by Your Orders and Buy Again: guests see the sign-in-required state (spec 6). */
export type OrdersStatus = 'guest' | 'loading' | 'error' | 'ready';

export type OrdersViewProps = {
  status: OrdersStatus;
  /** Newest first. */
  orders: OrderCardData[];
  /** The server's message when status is "error" (spec 8). */
  errorMessage: string;
  /** Where the empty state's "Start Shopping" goes: the site's shop path. */
  shopHref: string;
  onSignIn(): void;
};

/** The non-list states of Buy Again (its rows reuse the saved-items view). */
export type OrdersNoticeProps = {
  kind: 'guest' | 'error' | 'empty';
  message: string;
  shopHref: string;
  onSignIn(): void;
};

export type BuyAgainViewProps = {
  status: OrdersStatus;
  /** Each product once, from the most recent order that had it. */
  items: SavedItemData[];
  errorMessage: string;
  shopHref: string;
  onAddToCart(key: string): void;
  onSignIn(): void;
};
