import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Dropdown } from '../../../ui/Dropdown';
import { UserIcon } from '../../../ui/Icon';
import { AccountPanel } from '../parts/AccountPanel';
import { SignOutConfirmation } from '../parts/SignOutConfirmation';
import type { HeaderAccount } from '../types';
import { RailIcon, RailLabel, RailLink } from './RailItem';

export type RailAccountProps = {
  account: HeaderAccount;
  onCreateList(): void;
  onSignOut(): void;
};

/* Signed in, the icon becomes the shopper's initial: an app-like cue that they are signed in. */
const Initial = styled.span`
  display: grid;
  place-items: center;
  width: 26px;
  height: 26px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const FirstName = styled(RailLabel)`
  color: ${({ theme }) => theme.color.ink};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/**
 * The account item of the icon rail (spec 2.3/2.4/6): "Sign In" → /sign-in for guests; for
 * signed-in shoppers the first name and "Account & List" → /account, with the 2.4 panel on hover,
 * focus or ArrowDown. The logout confirmation lives outside the dropdown so it survives it closing.
 */
export function RailAccount({ account, onCreateList, onSignOut }: RailAccountProps) {
  const [confirming, setConfirming] = useState(false);
  const triggerRef = useRef<HTMLElement | null>(null);

  if (account.kind === 'guest') {
    return (
      <RailLink to="/sign-in">
        <RailIcon>
          <UserIcon size={22} />
        </RailIcon>
        <RailLabel>Sign In</RailLabel>
      </RailLink>
    );
  }

  return (
    <>
      <Dropdown
        placement="end"
        panelLabel="Account"
        renderTrigger={({ ref, ...props }) => (
          <RailLink
            to="/account"
            {...props}
            ref={(element) => {
              ref(element);
              triggerRef.current = element;
            }}
          >
            <RailIcon>
              <Initial aria-hidden="true">{account.firstName.slice(0, 1).toUpperCase()}</Initial>
            </RailIcon>
            <FirstName>{account.firstName}</FirstName>
            <RailLabel>Account &amp; List</RailLabel>
          </RailLink>
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
