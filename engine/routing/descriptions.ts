/**
 * One line on each page's purpose, from the spec's route table (2.1): the meta description of a
 * page that has none of its own. Not part of the route table on purpose: the home (which has its
 * own) never loads these lines, and every other page's loader fetches them beside its module
 * (engine/pages/pageLoaders.ts: they stay out of the home route's JavaScript).
 */
const ROUTE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  // Shopping (table/shopping.ts) and the shop path (routeTable.ts).
  home: 'Welcome page of the store.',
  homepage2: 'Alternative home page.',
  menu: 'The store menu.',
  cart: 'Review the items in your cart before checkout.',
  checkout: 'Complete your order.',
  ecommerceCheckout: 'Complete your order.',
  cartAbandonment: 'Pick up where you left off with your cart.',
  shopNearMe: 'Shop the menu by choice, price or category.',
  shopByPrice: 'Browse products within a price range.',
  product: 'Details, options and prices of one product.',
  category: 'Browse the products of one category.',
  categories: 'All product categories.',
  search: 'Search the catalogue.',
  searchBrands: 'Search products by brand.',
  searchBrand: "Search one brand's products.",
  searchCategories: 'Search products by category.',
  searchCategory: "Search one category's products.",
  searchDeals: 'Search the current deals.',
  searchDeal: 'Products included in one deal.',
  brands: 'All brands carried by the store.',
  brandDetails: 'About one brand and its products.',
  sponsoredBrand: 'Featured brands.',
  shop: 'Browse the full menu of the selected store.',
  shopConfigured: 'Browse the full menu of the selected store.',
  shopBrand: "Browse one brand's products in the shop.",
  shopConfiguredBrand: "Browse one brand's products in the shop.",
  // Deals, content, support, chat and store finder (table/info.ts).
  specials: "The store's specials.",
  deals: 'All current deals.',
  dealDetails: 'The products of one deal.',
  dealsCategory: 'Browse deals by category.',
  dealsCategoryDetails: 'Deals for one category.',
  dealsCollectionAll: 'One deal across all categories, optionally for one brand.',
  dealsCollection: 'One deal within one category.',
  about: 'About the dispensary.',
  blog: 'News and articles.',
  blogDetails: 'One article from the blog.',
  education: 'Learn about cannabis products and their use.',
  educationDetails: 'One education article.',
  faq: 'Answers to frequently asked questions.',
  contact: 'How to reach the dispensary.',
  terms: 'The terms that apply to using this store.',
  privacy: 'How your personal data is handled.',
  events: 'One event at the dispensary.',
  customerSupport: 'Get help with an order or your account.',
  ticketList: 'Your support tickets.',
  createTicket: 'Open a new support ticket.',
  chatWithRetailer: 'Your conversations with the store.',
  chatWithRetailerDetails: 'One conversation with the store.',
  findDispensary: 'Find the store closest to you.',
  storeDirectory: 'All store locations.',
  storeDetails: 'Address, hours and menus of one store.',
  response: 'The outcome of your request.',
  // Sign-in, account, orders, lists and notifications (table/account.ts).
  signIn: 'Sign in to your account.',
  signUp: 'Create an account.',
  customerChoice: 'Confirm your age and choose a menu.',
  menuProfile: 'Your profile, orders, lists and settings in one menu.',
  profile: 'Your profile.',
  account: 'Orders, lists and account settings.',
  accountNew: 'Orders, lists and account settings.',
  loginAndSecurity: 'Change your sign-in details.',
  requestInformation: 'Request a copy of the data held about you.',
  closeAccount: 'Close your account.',
  yourOrder: 'Your past and current orders.',
  buyAgain: 'Reorder products you bought before.',
  notification: 'Your notifications.',
  notificationSettings: 'Choose which notifications you receive.',
  permissionSettings: 'Browser permissions used by the store.',
  dealsAlert: 'Get told about new deals.',
  yourList: 'Your wish lists.',
  myWishlist: 'Your default wish list.',
  yourListDetails: 'The products in one wish list.',
  saveForLater: 'Items you saved for later.',
  keepShoppingFor: 'Products related to what you viewed.',
  // Appended by settings, and the last resorts (routeTable.ts).
  retailer: 'Address, hours and menus of one store.',
  notFound: 'The page you asked for does not exist.',
  career: 'Open positions at the dispensary; apply now.',
};

const STATE_DIRECTORY = /^stateDirectory-([a-z]{2})$/;

/** The description of the route with this id; '' for an id the table does not have. */
export function describeRoute(id: string): string {
  const own = ROUTE_DESCRIPTIONS[id];
  if (own !== undefined) return own;
  const state = STATE_DIRECTORY.exec(id)?.[1];
  return state === undefined ? '' : `Store locations in ${state.toUpperCase()}.`;
}
