import type { ProductCardData } from '../product-cards/types';
import type { CheckoutOfferProps } from './types';

const card = (slug: string, name: string, image: string, price: string, category: string) =>
  ({
    slug,
    href: `/product/${slug}`,
    name,
    image,
    price,
    category,
    brand: 'Green Harbor',
    priceFrom: false,
    options: null,
    details: null,
    deal: null,
  }) satisfies ProductCardData;

/** The default site's CMS slugs in CMS order ("discontinued-gummies" is missing, so dropped). */
const fromSlugs: ProductCardData[] = [
  card('peach-rings', 'Peach Rings 100mg', '/images/products/edibles-1.svg', '$18.00', 'Edibles'),
  card(
    'blue-dream-pre-roll',
    'Blue Dream Pre-Roll',
    '/images/products/pre-rolls-1.svg',
    '$8.00',
    'Pre Rolls',
  ),
  card(
    'hemp-rolling-papers-king-size',
    'Hemp Rolling Papers King Size',
    '/images/products/accessories-1.svg',
    '$3.00',
    'Accessories',
  ),
  card(
    'torch-lighter',
    'Torch Lighter',
    '/images/products/accessories-2.svg',
    '$12.00',
    'Accessories',
  ),
];

/** Cart-based: more of the cart's categories, its own products left out. */
const cartBased: ProductCardData[] = [
  {
    ...card('gelato-41', 'Gelato #41', '/images/products/flower-2.svg', '$45.00', 'Flower'),
    deal: '20% Off All Flower',
  },
  card('sour-diesel', 'Sour Diesel', '/images/products/flower-3.svg', '$38.00', 'Flower'),
  card('og-kush', 'OG Kush', '/images/products/flower-1.svg', '$40.00', 'Flower'),
  card(
    'watermelon-gummies',
    'Watermelon Gummies 100mg',
    '/images/products/edibles-2.svg',
    '$20.00',
    'Edibles',
  ),
  card('mango-chews', 'Mango Chews', '/images/products/edibles-3.svg', '$16.00', 'Edibles'),
  card('lemon-haze', 'Lemon Haze', '/images/products/pre-rolls-2.svg', '$36.00', 'Flower'),
];

/** Spec 2.14's store-closed description: why checkout is disabled (4.6). */
const CLOSED_REASON = 'Our store is currently closed. You can browse, but checkout is disabled';

const base = {
  open: true,
  title: 'Checkout Offer',
  description: 'Complete your purchase to take advantage of this special offer!',
  cartHref: '/cart',
  loading: false,
  checkout: { enabled: true },
} as const;

export const checkoutOfferArgs = {
  slugs: { ...base, products: fromSlugs },
  cartBased: {
    ...base,
    title: 'Pairs well with your cart',
    description: 'Shoppers who bought these also picked up…',
    products: cartBased,
  },
  none: { ...base, products: [] },
  loading: { ...base, products: [], loading: true },
  /** Spec 4.6: the close popup is on and the store is closed. */
  closedStore: {
    ...base,
    products: fromSlugs,
    checkout: { enabled: false, reason: CLOSED_REASON },
  },
} satisfies Record<
  string,
  Omit<CheckoutOfferProps, 'onNavigate' | 'onAddToCart' | 'onCheckout' | 'onClose'>
>;
