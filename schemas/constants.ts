/**
 * Plain values the schemas use and views need too. Kept free of zod, so a view that imports one
 * of them does not load zod with it (the home route's first load has none).
 */

export const DEFAULT_QUANTITY = 1;
export const DEFAULT_MAX_QUANTITY = 20;
/**
 * The hard ceiling on any line's maximum. Spec 5 lets a product or option raise the default 20;
 * the mock backend accepts at most 20 per line and no catalogue option asks for more than a few
 * dozen, so 100 leaves room for a real API's bulk items while a stored or sent value can never
 * make the quantity picker list more than 100 choices.
 */
export const MAX_QUANTITY_CEILING = 100;

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export const DEFAULT_DEAL_IMAGE = '/images/deals-default-img.png';

export const PRODUCT_SORT = { key: 'POPULAR', direction: 'DESC' } as const;

export const TICKET_CATEGORIES = ['Order', 'Product', 'Account', 'Delivery', 'Other'] as const;

export const ABANDONED_CART_KEY_PREFIX = 'abandonedCart_';
export const ABANDONMENT_CART_COUNTER_KEY = 'abandonmentCartCounter';
