import type { HeaderEvents, HeaderProps, HeaderStoreArea } from '../types';
import type { NavBarProps } from './NavBar';
import type { SearchBoxProps } from './SearchBox';

/*
 * How the header's props feed the parts every variant places: whatever a variant's search box,
 * navigation row or store control looks like, it is fed from the same HeaderProps fields.
 */

/** The desktop search box: placeholder, submitted term and suggestion dropdown (2.3, 2.8). */
export function searchBoxProps(props: HeaderProps) {
  return {
    placeholder: props.searchPlaceholder,
    onSearch: props.onSearch,
    suggestions: props.desktopSearch,
  } satisfies SearchBoxProps;
}

/** The navigation row: brand dropdown, CMS links or their skeletons, and the hamburger (2.3, 4.4). */
export function navBarProps(props: HeaderProps) {
  return {
    brandMenu: props.brandMenu,
    placeholderMenus: props.placeholderMenus,
    links: props.navLinks,
    loading: props.navLoading,
    onOpenMenu: props.onOpenMenu,
  } satisfies NavBarProps;
}

/** What every store control reports: "Select a Store", or the store-preference drawer (2.6). */
export type StoreAreaEvents = Pick<HeaderEvents, 'onSelectStore' | 'onOpenStorePreference'>;

/** What every store control takes: the store area to show, and its two events (2.3, 2.5, 2.6). */
export type StoreControlProps = { area: HeaderStoreArea } & StoreAreaEvents;

export function storeAreaEvents(props: HeaderProps): StoreAreaEvents {
  return { onSelectStore: props.onSelectStore, onOpenStorePreference: props.onOpenStorePreference };
}
