/**
 * Fixed sample content of the placeholder mega-menu (spec 2.3 "Specials/Shop with fixed sample
 * content"). It is placeholder navigation, not product data, so it is not a prop.
 */
import type { PlaceholderMenuLabel } from '../types';

export type MegaMenuColumn = { heading: string; links: { label: string; href: string }[] };
export type MegaMenu = { label: PlaceholderMenuLabel; columns: MegaMenuColumn[] };

export const MEGA_MENUS: readonly MegaMenu[] = [
  {
    label: 'Specials',
    columns: [
      {
        heading: 'Deals',
        links: [
          { label: "Today's Deals", href: '/deals' },
          { label: 'All Specials', href: '/specials' },
          { label: 'Deals by Category', href: '/deals-category' },
        ],
      },
      {
        heading: 'Shop By',
        links: [
          { label: 'Under $20', href: '/shop-cannabis-near-me/shop-by-price' },
          { label: 'Under $40', href: '/shop-cannabis-near-me/shop-by-price' },
          { label: '$100 & Above', href: '/shop-cannabis-near-me/shop-by-price' },
        ],
      },
    ],
  },
  {
    label: 'Shop',
    columns: [
      {
        heading: 'Categories',
        links: [
          { label: 'Flower', href: '/category/flower' },
          { label: 'Pre-Rolls', href: '/category/pre-rolls' },
          { label: 'Vaporizers', href: '/category/vaporizers' },
          { label: 'Edibles', href: '/category/edibles' },
        ],
      },
      {
        heading: 'More',
        links: [
          { label: 'Concentrates', href: '/category/concentrates' },
          { label: 'Tinctures', href: '/category/tinctures' },
          { label: 'Topicals', href: '/category/topicals' },
          { label: 'All Categories', href: '/categories' },
        ],
      },
      {
        heading: 'Discover',
        links: [
          { label: 'Brands', href: '/brands' },
          { label: 'Shop All', href: '/shop' },
        ],
      },
    ],
  },
];

/** The sample menus the header's data lists (HeaderData.placeholderMenus), in the row's order. */
export function megaMenusFor(labels: readonly PlaceholderMenuLabel[]): MegaMenu[] {
  return MEGA_MENUS.filter((menu) => labels.includes(menu.label));
}
