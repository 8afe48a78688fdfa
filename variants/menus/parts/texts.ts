/** Fixed menu-drawer texts of spec 2.9 (CMS texts arrive through props). */
export const MENU_TEXT = {
  menu: 'Menu',
  closeMenu: 'Close menu',
  mainMenu: 'Main Menu',
  categoryMenu: 'Category Menu',
  shopAll: 'Shop all',
  moreLinks: 'More',
  backPrefix: 'Back:',
} as const;
