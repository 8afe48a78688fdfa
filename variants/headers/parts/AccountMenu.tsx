import { useRef, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Dropdown } from '../../../ui/Dropdown';
import { UserIcon } from '../../../ui/Icon';
import type { HeaderAccount } from '../types';
import { AccountPanel } from './AccountPanel';
import { SignOutConfirmation } from './SignOutConfirmation';

export type AccountMenuProps = {
  account: HeaderAccount;
  onCreateList(): void;
  onSignOut(): void;
  /** Below 1280 px show only the icon (the name and "Account & List" stay as the link's text for
   * screen readers): for single-row headers that run out of width on small desktops. */
  compactBelowWide?: boolean;
};

const AccountLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.ink};
  text-decoration: none;
  white-space: nowrap;
  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

const Lines = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1.2;
  max-width: 128px;
  &[data-compact='true'] {
    @media (max-width: 1279.98px) {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
`;

const FirstName = styled.span`
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.inkMuted};
  text-overflow: ellipsis;
`;

const Strong = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/**
 * Spec 2.3/2.4/6: guests get "Sign In" (/sign-in); signed-in users get their first name and
 * "Account & List" (/account) with the account panel on hover, focus or ArrowDown. The logout
 * confirmation lives here, outside the dropdown, so it survives the panel closing.
 */
export function AccountMenu({
  account,
  onCreateList,
  onSignOut,
  compactBelowWide = false,
}: AccountMenuProps) {
  const [confirming, setConfirming] = useState(false);
  const triggerRef = useRef<HTMLElement | null>(null);

  if (account.kind === 'guest') {
    return (
      <AccountLink to="/sign-in">
        <UserIcon />
        <Strong>Sign In</Strong>
      </AccountLink>
    );
  }

  return (
    <>
      <Dropdown
        placement="end"
        panelLabel="Account"
        renderTrigger={({ ref, ...props }) => (
          <AccountLink
            to="/account"
            {...props}
            ref={(element) => {
              ref(element);
              triggerRef.current = element;
            }}
          >
            <UserIcon />
            <Lines data-compact={compactBelowWide}>
              <FirstName>{account.firstName}</FirstName>
              <Strong>Account &amp; List</Strong>
            </Lines>
          </AccountLink>
        )}
      >
        <AccountPanel
          fullName={account.fullName}
          wishlists={account.wishlists}
          chatEnabled={account.chatEnabled}
          onCreateList={onCreateList}
          onRequestSignOut={() => setConfirming(true)}
        />
      </Dropdown>
      <SignOutConfirmation
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onSignOut();
        }}
        returnFocusRef={triggerRef}
      />
    </>
  );
}
