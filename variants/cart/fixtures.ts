// Story and test data for the cart views, in the shape the engine hands them (already formatted).
import type {
  CartLineData,
  CartSidebarProps,
  CartTotalsData,
  CheckoutField,
  CheckoutViewProps,
  StoreSummaryData,
} from './types';

const line = (over: Partial<CartLineData> & Pick<CartLineData, 'key' | 'name'>): CartLineData => ({
  image: '/images/products/flower-1.svg',
  href: `/product/${over.key.split('::')[0] ?? ''}`,
  weight: '3.5g',
  price: '$35.00',
  lineTotal: '$35.00',
  quantity: 1,
  maxQuantity: 20,
  special: null,
  ...over,
});

export const cartLines = {
  flower: line({ key: 'blue-dream::3.5g', name: 'Blue Dream' }),
  preRoll: line({
    key: 'sunset-sherbet-pre-roll::1g',
    name: 'Sunset Sherbet Pre-Roll',
    image: '/images/products/pre-rolls-2.svg',
    weight: '1g',
    price: '$12.00',
    lineTotal: '$24.00',
    quantity: 2,
  }),
  vape: line({
    key: 'pineapple-express-cartridge::0.5g',
    name: 'Pineapple Express Live Resin Cartridge 0.5g',
    image: '/images/products/vaporizers-3.svg',
    weight: '0.5g',
    price: '$40.00',
    lineTotal: '$40.00',
  }),
  edible: line({
    key: 'watermelon-gummies::N/A',
    name: 'Watermelon Gummies 100mg',
    image: '/images/products/edibles-1.svg',
    weight: null,
    price: '$18.00',
    lineTotal: '$54.00',
    quantity: 3,
  }),
  onSpecial: line({
    key: 'gelato-33::7g',
    name: 'Gelato #33',
    image: '/images/products/flower-2.svg',
    weight: '7g',
    price: '$60.00',
    lineTotal: '$60.00',
    special: { name: '10% off Flower Fridays', href: '/search/deals/flower-fridays' },
  }),
  limited: line({
    key: 'live-rosin::1g',
    name: 'Live Rosin Badder',
    image: '/images/products/concentrates-1.svg',
    weight: '1g',
    price: '$55.00',
    lineTotal: '$55.00',
    maxQuantity: 3,
  }),
} satisfies Record<string, CartLineData>;

const totals = (subtotal: string, taxes: string, total: string, discount: string | null = null) =>
  ({ subtotal, taxes, discount, total }) satisfies CartTotalsData;

export const cartTotalsData = {
  empty: totals('$0.00', '$0.00', '$0.00'),
  one: totals('$35.00', '$2.10', '$37.10'),
  many: totals('$154.00', '$9.24', '$163.24'),
  edible: totals('$54.00', '$3.24', '$57.24'),
  discount: totals('$95.00', '$5.34', '$94.34', '−$6.00'),
} satisfies Record<string, CartTotalsData>;

export const storeSummaries = {
  pickup: {
    kind: 'selected',
    heading: 'Pickup at: Greenleaf Ferndale',
    detail: 'Pickup from 22700 Woodward Ave, Ferndale, MI 48220',
    changeHref: '/find-a-dispensary',
  },
  delivery: {
    kind: 'selected',
    heading: 'Delivery at: Greenleaf Troy',
    detail: 'Delivery to 2145 Crooks Rd, Troy, MI 48084',
    changeHref: '/find-a-dispensary',
  },
  none: { kind: 'select', href: '/find-a-dispensary' },
  loading: { kind: 'loading' },
} satisfies Record<string, StoreSummaryData>;

const CLOSED_REASON = 'Our store is currently closed. You can browse, but checkout is disabled';

type SidebarData = Omit<
  CartSidebarProps,
  | 'onClose'
  | 'onClearAll'
  | 'onCheckout'
  | 'onQuantityChange'
  | 'onRemove'
  | 'onMoveToWishlist'
  | 'onSaveForLater'
  | 'onNavigate'
>;

const sidebar = (over: Partial<SidebarData>): SidebarData => ({
  open: true,
  itemCount: 0,
  lines: [],
  totals: cartTotalsData.empty,
  checkout: { enabled: true },
  store: null,
  cartHref: '/cart',
  ...over,
});

export const cartSidebarArgs = {
  empty: sidebar({}),
  oneItem: sidebar({ itemCount: 1, lines: [cartLines.flower], totals: cartTotalsData.one }),
  manyItems: sidebar({
    itemCount: 5,
    lines: [cartLines.flower, cartLines.preRoll, cartLines.vape, cartLines.limited],
    totals: cartTotalsData.many,
    store: storeSummaries.pickup,
  }),
  edible: sidebar({
    itemCount: 3,
    lines: [cartLines.edible],
    totals: cartTotalsData.edible,
    store: storeSummaries.delivery,
  }),
  discount: sidebar({
    itemCount: 2,
    lines: [cartLines.onSpecial, cartLines.flower],
    totals: cartTotalsData.discount,
    store: storeSummaries.none,
  }),
  /** A line capped at 3, while the store still loads. */
  limited: sidebar({
    itemCount: 1,
    lines: [cartLines.limited],
    totals: totals('$55.00', '$3.30', '$58.30'),
    store: storeSummaries.loading,
  }),
  closedStore: sidebar({
    itemCount: 1,
    lines: [cartLines.flower],
    totals: cartTotalsData.one,
    checkout: { enabled: false, reason: CLOSED_REASON },
    store: storeSummaries.pickup,
  }),
} satisfies Record<string, SidebarData>;

const field = (
  key: CheckoutField['key'],
  label: string,
  type: CheckoutField['type'],
  autoComplete: string,
  value = '',
  error: string | null = null,
): CheckoutField => ({ key, label, type, autoComplete, value, error });

const emptyFields = [
  field('firstName', 'First Name', 'text', 'given-name'),
  field('lastName', 'Last Name', 'text', 'family-name'),
  field('email', 'Email', 'email', 'email'),
  field('contactNumber', 'Contact Number', 'tel', 'tel'),
];

type CheckoutData = Omit<CheckoutViewProps, 'onFieldChange' | 'onSubmit'>;

const checkoutView = (over: Partial<CheckoutData>): CheckoutData => ({
  lines: [cartLines.flower, cartLines.edible],
  itemCount: 4,
  totals: totals('$89.00', '$5.34', '$94.34'),
  store: storeSummaries.pickup,
  checkout: { enabled: true },
  fields: emptyFields,
  submitting: false,
  result: null,
  cartHref: '/cart',
  shopHref: '/shop',
  ...over,
});

export const checkoutArgs = {
  withErrors: checkoutView({
    fields: [
      field('firstName', 'First Name', 'text', 'given-name', '', 'Please enter First Name.'),
      field('lastName', 'Last Name', 'text', 'family-name', 'Lovelace'),
      field(
        'email',
        'Email',
        'email',
        'email',
        'ada.example.com',
        'Please provide a correct email address!',
      ),
      field(
        'contactNumber',
        'Contact Number',
        'tel',
        'tel',
        '+1 (248) 555',
        'Contact number should contain at least 10 digits.',
      ),
    ],
  }),
  submitting: checkoutView({
    fields: [
      field('firstName', 'First Name', 'text', 'given-name', 'Ada'),
      field('lastName', 'Last Name', 'text', 'family-name', 'Lovelace'),
      field('email', 'Email', 'email', 'email', 'ada@example.com'),
      field('contactNumber', 'Contact Number', 'tel', 'tel', '+1 (248) 555-0199'),
    ],
    submitting: true,
  }),
  placed: checkoutView({
    lines: [],
    itemCount: 0,
    totals: cartTotalsData.empty,
    result: { kind: 'success', message: 'Checkout created', reference: 'chk-0001' },
  }),
} satisfies Record<string, CheckoutData>;
