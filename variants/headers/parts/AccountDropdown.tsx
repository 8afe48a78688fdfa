import { useRef, useState, type ReactNode } from 'react';
import { Dropdown, type DisclosureTriggerProps } from '../../../ui/Dropdown';
import { lazyPart, useLazyPart } from '../../../ui/lazyPart';
import type { HeaderAccount } from '../types';

// Guests never open it, and a signed-in shopper only when they reach for it: the panel and the
// logout confirmation download with the first pointer over, focus on or click of the trigger.
const accountPanelParts = lazyPart(() => import('./accountPanelParts'));

export type AccountDropdownProps = {
  account: Extract<HeaderAccount, { kind: 'signedIn' }>;
  onCreateList(): void;
  onSignOut(): void;
  /** The variant's "Account & List" link (→ /account): spread `props` on it, ref included. */
  renderTrigger(props: DisclosureTriggerProps): ReactNode;
};

/**
 * The signed-in account entry of spec 2.3/2.4 that every header's account menu wraps around its
 * own trigger: the account panel on hover, focus or ArrowDown, and the logout confirmation,
 * which lives outside the dropdown so it survives the panel closing.
 */
export function AccountDropdown({
  account,
  onCreateList,
  onSignOut,
  renderTrigger,
}: AccountDropdownProps) {
  const [confirming, setConfirming] = useState(false);
  const triggerRef = useRef<HTMLElement | null>(null);
  const parts = useLazyPart(accountPanelParts);

  return (
    <>
      <Dropdown
        placement="end"
        panelLabel="Account"
        prepare={accountPanelParts.load}
        renderTrigger={({ ref, ...props }) =>
          renderTrigger({
            ...props,
            ref: (element) => {
              ref(element);
              triggerRef.current = element;
            },
          })
        }
      >
        {parts && (
          <parts.AccountPanel
            fullName={account.fullName}
            wishlists={account.wishlists}
            chatEnabled={account.chatEnabled}
            onCreateList={onCreateList}
            onRequestSignOut={() => setConfirming(true)}
          />
        )}
      </Dropdown>
      {parts && (
        <parts.SignOutConfirmation
          open={confirming}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onSignOut();
          }}
          returnFocusRef={triggerRef}
        />
      )}
    </>
  );
}
