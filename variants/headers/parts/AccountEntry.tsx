import type { ReactNode } from 'react';
import type { DisclosureTriggerProps } from '../../../ui/Dropdown';
import type { HeaderAccount } from '../types';
import { AccountDropdown } from './AccountDropdown';

/** What an account entry shows and reports: the shopper, "Create a Your List" and sign-out (2.4). */
export type AccountEntryData = {
  account: HeaderAccount;
  onCreateList(): void;
  onSignOut(): void;
};

export type AccountEntryProps = AccountEntryData & {
  /** The variant's "Sign In" link (→ /sign-in), shown to guests. */
  guest: ReactNode;
  /** The variant's "Account & List" link (→ /account) for a signed-in shopper: spread `props` on it. */
  renderTrigger(
    account: Extract<HeaderAccount, { kind: 'signedIn' }>,
    props: DisclosureTriggerProps,
  ): ReactNode;
};

/**
 * The account entry of spec 2.3/2.4/6 in a variant's own look: guests get its "Sign In" link;
 * a signed-in shopper gets its "Account & List" trigger with the account panel and the logout
 * confirmation (AccountDropdown).
 */
export function AccountEntry({ account, guest, renderTrigger, ...events }: AccountEntryProps) {
  if (account.kind === 'guest') return guest;
  return (
    <AccountDropdown
      account={account}
      {...events}
      renderTrigger={(props) => renderTrigger(account, props)}
    />
  );
}
