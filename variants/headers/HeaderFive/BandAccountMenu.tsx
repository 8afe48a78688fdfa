import { Link } from 'react-router';
import styled from 'styled-components';
import { ChevronDownIcon, UserIcon } from '../../../ui/Icon';
import { AccountEntry, type AccountEntryData } from '../parts/AccountEntry';

const Trigger = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  text-decoration: none;
  white-space: nowrap;
  &:hover,
  &[aria-expanded='true'] {
    background: rgba(255, 255, 255, 0.12);
  }
  & > svg:last-child {
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  &[aria-expanded='true'] > svg:last-child {
    transform: rotate(180deg);
  }
`;

const FirstName = styled.span`
  max-width: 160px;
  overflow: hidden;
  color: rgba(255, 255, 255, 0.8);
  text-overflow: ellipsis;
`;

const Strong = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/**
 * The account entry of spec 2.3/2.4/6 as one slim light-on-dark line for the utility row:
 * "Sign In" for guests; first name and "Account & List" (→ /account) with the shared account
 * panel for signed-in users, and the same logout confirmation as the shared AccountMenu.
 */
export function BandAccountMenu(entry: AccountEntryData) {
  return (
    <AccountEntry
      {...entry}
      guest={
        <Trigger to="/sign-in">
          <UserIcon size={18} />
          <Strong>Sign In</Strong>
        </Trigger>
      }
      renderTrigger={(account, props) => (
        <Trigger to="/account" {...props}>
          <UserIcon size={18} />
          <FirstName>{account.firstName}</FirstName>
          <Strong>Account &amp; List</Strong>
          <ChevronDownIcon size={16} />
        </Trigger>
      )}
    />
  );
}
