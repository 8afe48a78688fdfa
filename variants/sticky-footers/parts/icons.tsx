import type { ReactNode } from 'react';
import {
  CartIcon,
  HeartIcon,
  MenuIcon,
  SearchIcon,
  SvgIcon,
  UserIcon,
  type IconProps,
} from '../../../ui/Icon';
import type { StickyFooterCentre, StickyFooterItemId } from '../types';

export const HomeIcon = (props: IconProps) => (
  <SvgIcon size={24} {...props}>
    <path d="M3.5 10.5 12 3.8l8.5 6.7" />
    <path d="M5.5 9v11h4.8v-6h3.4v6h4.8V9" />
  </SvgIcon>
);

export const DealsIcon = (props: IconProps) => (
  <SvgIcon size={24} {...props}>
    <path d="M3.5 12.6V4.5a1 1 0 0 1 1-1h8.1l8 8a1.4 1.4 0 0 1 0 2l-7 7a1.4 1.4 0 0 1-2 0l-8.1-7.9Z" />
    <circle cx="8.3" cy="8.3" r="1.5" />
  </SvgIcon>
);

export const ShopIcon = (props: IconProps) => (
  <SvgIcon size={24} {...props}>
    <path d="M5 8h14l-1.2 12.2a1 1 0 0 1-1 .8H7.2a1 1 0 0 1-1-.8L5 8Z" />
    <path d="M9 10.5V7a3 3 0 0 1 6 0v3.5" />
  </SvgIcon>
);

export const MoreIcon = (props: IconProps) => (
  <SvgIcon size={24} {...props}>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
  </SvgIcon>
);

const ITEM_ICONS: Record<StickyFooterItemId, (props: IconProps) => ReactNode> = {
  home: HomeIcon,
  deals: DealsIcon,
  profile: UserIcon,
  cart: CartIcon,
  shop: ShopIcon,
  heart: HeartIcon,
  menu: MenuIcon,
};

const CENTRE_ICONS: Record<StickyFooterCentre['kind'], (props: IconProps) => ReactNode> = {
  more: MoreIcon,
  search: SearchIcon,
};

/** The built-in icon of an item, used when the CMS sends no image for it. */
export function ItemIcon({ id, size = 24 }: { id: StickyFooterItemId; size?: number }) {
  const Icon = ITEM_ICONS[id];
  return <Icon size={size} />;
}

/** The built-in icon of the centre button (More or Search). */
export function CentreIcon({
  kind,
  size = 24,
}: {
  kind: StickyFooterCentre['kind'];
  size?: number;
}) {
  const Icon = CENTRE_ICONS[kind];
  return <Icon size={size} />;
}
