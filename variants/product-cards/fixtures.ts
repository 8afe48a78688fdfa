import type { ProductCardData, ProductCardProps } from './types';

/** Story data shaped like the engine's mapping of the seed catalogue (fixtures/data). */
const blueDream: ProductCardData = {
  slug: 'blue-dream',
  href: '/product/blue-dream',
  name: 'Blue Dream',
  brand: 'Green Harbor',
  category: 'Flower',
  image: '/images/products/flower-1.svg',
  price: '$12.00',
  priceFrom: true,
  options: '4 sizes',
  details: 'Hybrid · THC 21.4%',
  deal: null,
};

const onSale: ProductCardData = {
  ...blueDream,
  slug: 'gelato-41',
  href: '/product/gelato-41',
  name: 'Gelato #41',
  brand: 'Lake Effect Farms',
  image: '/images/products/flower-2.svg',
  price: '$45.00',
  options: '2 sizes',
  details: 'Hybrid · THC 26.8%',
  deal: '20% Off All Flower',
};

const longName: ProductCardData = {
  ...blueDream,
  slug: 'long',
  href: '/product/long',
  name: 'Strawberry Lemonade Live Resin Sugar Wax Small Batch Reserve Limited Harvest Edition',
  brand: 'Motor City Cannabis Co.',
  category: 'Concentrates',
  image: '/images/products/concentrates-3.svg',
  price: '$1,250.00',
  priceFrom: false,
  options: null,
  details: 'Sativa · THC 78.2% · CBD 0.4%',
  deal: 'Concentrate Connoisseur 15% Off Every Single Day of the Week',
};

const noImage: ProductCardData = {
  ...blueDream,
  slug: 'no-image',
  href: '/product/no-image',
  name: 'Rolling Tray',
  brand: '',
  category: 'Accessories',
  image: '',
  price: '$18.00',
  priceFrom: false,
  options: null,
  details: null,
};

export const productCards = { blueDream, onSale, longName, noImage };

export const productCardArgs = {
  normal: { product: blueDream },
  onSale: { product: onSale },
  longName: { product: longName },
  noImage: { product: noImage },
} satisfies Record<string, Omit<ProductCardProps, 'onAddToCart'>>;

/** Eight different products for grids. */
export const productCardGrid: ProductCardData[] = [
  blueDream,
  onSale,
  {
    ...blueDream,
    slug: 'jack-herer-pre-roll',
    href: '/product/jack-herer-pre-roll',
    name: 'Jack Herer Pre-Roll 5-Pack',
    brand: 'Desert Bloom',
    category: 'Pre Rolls',
    image: '/images/products/pre-rolls-1.svg',
    price: '$32.00',
    priceFrom: false,
    options: null,
    details: 'Sativa · THC 22.1%',
    deal: 'BOGO Pre Rolls',
  },
  {
    ...blueDream,
    slug: 'mango-gummies',
    href: '/product/mango-gummies',
    name: 'Mango Chili Gummies 100mg',
    brand: 'Honey Hollow',
    category: 'Edibles',
    image: '/images/products/edibles-2.svg',
    price: '$20.00',
    priceFrom: false,
    options: null,
    details: 'Hybrid',
    deal: null,
  },
  longName,
  noImage,
  {
    ...blueDream,
    slug: 'relief-balm',
    href: '/product/relief-balm',
    name: 'Cooling Relief Balm',
    brand: 'Sunset Labs',
    category: 'Topicals',
    image: '/images/products/topicals-1.svg',
    price: '$38.00',
    priceFrom: false,
    options: null,
    details: 'High CBD · CBD 500mg',
    deal: 'Wellness Wednesday',
  },
  {
    ...blueDream,
    slug: 'gsc-cart',
    href: '/product/gsc-cart',
    name: 'GSC Live Resin Cart',
    brand: 'Cloud Nine Extracts',
    category: 'Vaporizers',
    image: '/images/products/vaporizers-3.svg',
    price: '$28.00',
    priceFrom: true,
    options: '2 sizes',
    details: 'Hybrid · THC 84%',
    deal: null,
  },
];
