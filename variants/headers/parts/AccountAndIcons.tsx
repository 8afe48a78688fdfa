import type { HeaderProps } from '../types';
import { AccountMenu } from './AccountMenu';
import { HeaderIcons } from './HeaderIcons';

export type AccountAndIconsProps = Pick<
  HeaderProps,
  | 'account'
  | 'counts'
  | 'showNotifications'
  | 'onCreateList'
  | 'onSignOut'
  | 'onWishlist'
  | 'onNotifications'
  | 'onOpenCart'
> & {
  /** Passed to AccountMenu: only its icon below 1280 px, for single-row headers. */
  compactBelowWide?: boolean;
};

/**
 * The desktop header's right-hand end: the account menu, then the wishlist, notification and
 * cart icons. A fragment, so each variant's row lays the two out as its own children.
 */
export function AccountAndIcons(props: AccountAndIconsProps) {
  return (
    <>
      <AccountMenu
        account={props.account}
        onCreateList={props.onCreateList}
        onSignOut={props.onSignOut}
        compactBelowWide={props.compactBelowWide}
      />
      <HeaderIcons
        counts={props.counts}
        showNotifications={props.showNotifications}
        onWishlist={props.onWishlist}
        onNotifications={props.onNotifications}
        onOpenCart={props.onOpenCart}
      />
    </>
  );
}
