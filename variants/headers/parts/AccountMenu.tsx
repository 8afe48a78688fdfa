import { useRef, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button, Dropdown, Modal, ModalActions, UserIcon } from '../../../ui';
import type { HeaderAccount } from '../types';
import { AccountPanel } from './AccountPanel';

export type AccountMenuProps = {
  account: HeaderAccount;
  onCreateList(): void;
  onSignOut(): void;
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
export function AccountMenu({ account, onCreateList, onSignOut }: AccountMenuProps) {
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
            <Lines>
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
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Are you sure you want to sign out?"
        returnFocusRef={triggerRef}
        hideCloseButton
      >
        <ModalActions>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              setConfirming(false);
              onSignOut();
            }}
          >
            Sign Out
          </Button>
        </ModalActions>
      </Modal>
    </>
  );
}
