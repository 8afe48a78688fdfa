import styled from 'styled-components';
import { UserIcon } from '../../../ui/Icon';
import { AccountEntry, type AccountEntryData } from '../parts/AccountEntry';
import { RailIcon, RailLabel, RailLink } from './RailItem';

export type RailAccountProps = AccountEntryData;

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
export function RailAccount(entry: RailAccountProps) {
  return (
    <AccountEntry
      {...entry}
      guest={
        <RailLink to="/sign-in">
          <RailIcon>
            <UserIcon size={22} />
          </RailIcon>
          <RailLabel>Sign In</RailLabel>
        </RailLink>
      }
      renderTrigger={(account, props) => (
        <RailLink to="/account" {...props}>
          <RailIcon>
            <Initial aria-hidden="true">{account.firstName.slice(0, 1).toUpperCase()}</Initial>
          </RailIcon>
          <FirstName>{account.firstName}</FirstName>
          <RailLabel>Account &amp; List</RailLabel>
        </RailLink>
      )}
    />
  );
}
