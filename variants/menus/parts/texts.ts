/** Fixed menu-drawer texts of spec 2.9 (CMS texts arrive through props). */
export const MENU_TEXT = {
  menu: 'Menu',
  closeMenu: 'Close menu',
  mainMenu: 'Main Menu',
  categoryMenu: 'Category Menu',
  shopAll: 'Shop all',
  moreLinks: 'More',
  backPrefix: 'Back:',
  loading: 'Loading',
  /** Version Two's tabs and deal search. */
  mainMenuTab: 'Main menu',
  categoriesTab: 'Categories',
  dealsTab: 'Deals',
  searchDeals: 'Search deals',
  notFound: 'Not found!',
  allSpecials: 'All Specials',
  allDeals: 'All Deals',
  menuSections: 'Menu sections',
  noLinks: 'No menu links yet.',
  /** Version Three's sections. */
  shopYourCategories: 'Shop your Categories',
  sponsoredBrand: 'Sponsored Brand',
  /** Version Four's tabs; "Shop you Categories" is the spec's wording, kept as written. */
  exploreTab: 'Explore',
  shopTab: 'Shop',
  locationTab: 'Location',
  shopYouCategories: 'Shop you Categories',
} as const;
