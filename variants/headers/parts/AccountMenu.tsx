import { Link } from 'react-router';
import styled from 'styled-components';
import { UserIcon } from '../../../ui/Icon';
import { AccountEntry, type AccountEntryData } from './AccountEntry';

export type AccountMenuProps = AccountEntryData & {
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
 * "Account & List" (/account) with the account panel on hover, focus or ArrowDown, and the logout
 * confirmation (AccountDropdown).
 */
export function AccountMenu({ compactBelowWide = false, ...entry }: AccountMenuProps) {
  return (
    <AccountEntry
      {...entry}
      guest={
        <AccountLink to="/sign-in">
          <UserIcon />
          <Strong>Sign In</Strong>
        </AccountLink>
      }
      renderTrigger={(account, props) => (
        <AccountLink to="/account" {...props}>
          <UserIcon />
          <Lines data-compact={compactBelowWide}>
            <FirstName>{account.firstName}</FirstName>
            <Strong>Account &amp; List</Strong>
          </Lines>
        </AccountLink>
      )}
    />
  );
}
