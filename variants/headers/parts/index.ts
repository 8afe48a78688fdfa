// Building blocks every header variant composes; a new variant arranges these, it does not fork them.
export { AccountAndIcons, type AccountAndIconsProps } from './AccountAndIcons';
export { AccountDropdown, type AccountDropdownProps } from './AccountDropdown';
export { AccountEntry, type AccountEntryData, type AccountEntryProps } from './AccountEntry';
export { AccountMenu, type AccountMenuProps } from './AccountMenu';
export { AccountPanel, type AccountPanelProps } from './AccountPanel';
export { ACCOUNT_LINKS, accountLinksFor, type AccountLink } from './accountLinks';
export { BrandMenu, type BrandMenuProps } from './BrandMenu';
export { HeaderIcons, countLabel, type HeaderIconsProps } from './HeaderIcons';
export { Desktop, HeaderRoot, hiddenOnDesktop, stickyHeader } from './headerFrame';
export { HeaderLogo } from './HeaderLogo';
export {
  navBarProps,
  searchBoxProps,
  storeAreaEvents,
  type StoreAreaEvents,
  type StoreControlProps,
} from './headerPartProps';
export { MEGA_MENUS, megaMenusFor, type MegaMenu, type MegaMenuColumn } from './megaMenuSample';
export { MobileHeaderCms, type MobileHeaderCmsProps } from './MobileHeaderCms';
export { MobileStoreBar, type MobileStoreBarProps } from './MobileStoreBar';
export { MobileTopRow, type MobileTopRowProps } from './MobileTopRow';
export { NavBar, type NavBarProps } from './NavBar';
export { MegaMenuItem, NavLinkItem } from './NavDropdowns';
export { NavItems, type NavContent, type NavItemsProps } from './NavItems';
export { SearchBox, type SearchBoxProps } from './SearchBox';
export { ShopLink, ShopLinks, type ShopLinksProps } from './ShopLinks';
export { StoreArea, type StoreAreaProps } from './StoreArea';
export { StoreBarWording, StoreText, storeTextTwoLines } from './StoreWording';
export { Ticker } from './Ticker';
