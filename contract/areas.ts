/** The areas the calls are grouped by (the OpenAPI document's tags), in the documents' order. */
export const AREA_INFO = {
  cms: { title: 'CMS', description: 'The site’s CMS settings and the search page’s texts.' },
  stores: {
    title: 'Stores',
    description: 'Stores (retailers): the list, one store, the nearest ones.',
  },
  catalogue: {
    title: 'Catalogue',
    description: 'Brands, categories, specials, products, the product filter and search.',
  },
  cart: {
    title: 'Cart and checkout',
    description:
      'Checkout and the abandoned-cart follow-ups; the cart itself lives in the shopper’s browser.',
  },
  account: {
    title: 'Account',
    description: 'Signing in and out, the profile, the password, the account and its orders.',
  },
  lists: { title: 'Wish lists', description: 'The shopper’s wish lists.' },
  notifications: {
    title: 'Notifications',
    description: 'Notifications, recommended products and notification preferences.',
  },
  campaigns: {
    title: 'Popup campaigns',
    description: 'Marketing popup campaigns: visitors, campaigns, responses and sign-ups.',
  },
  chat: { title: 'Chat', description: 'Chat with a store.' },
  support: {
    title: 'Support and careers',
    description: 'Support tickets, the contact form and job applications.',
  },
  content: {
    title: 'Content',
    description: 'Blog and education articles, info pages, the FAQ, events and response pages.',
  },
  measurement: {
    title: 'Measurement',
    description:
      'The storefront’s own analytics collector: what shoppers do and how fast pages are (Web Vitals).',
  },
} as const;

export type Area = keyof typeof AREA_INFO;
export const AREAS = Object.keys(AREA_INFO) as Area[];
