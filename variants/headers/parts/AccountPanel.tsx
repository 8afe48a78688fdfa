import { useId } from 'react';
import styled from 'styled-components';
import type { HeaderWishlist } from '../types';
import { accountLinksFor } from './accountLinks';
import { PanelAction, PanelHeading, PanelLink, PanelList, PanelSection } from './panelStyles';

export type AccountPanelProps = {
  fullName: string;
  wishlists: HeaderWishlist[];
  chatEnabled: boolean;
  onCreateList(): void;
  /** Sign Out asks first: the owner opens the logout confirmation (2.4). */
  onRequestSignOut(): void;
};

const Root = styled.div`
  width: min(480px, calc(100vw - 32px));
`;

const Profile = styled(PanelSection)`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.md} ${({ theme }) => theme.radius.md} 0 0;
`;

const Name = styled.p`
  margin: 0;
  min-width: 0;
  overflow: hidden;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const ProfileLink = styled(PanelLink)`
  width: auto;
  margin: 0;
  flex: none;
  color: ${({ theme }) => theme.color.brand};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  & > section + section {
    border-top: 0;
    border-left: 1px solid ${({ theme }) => theme.color.border};
  }
`;

/** The signed-in account panel, exactly as spec 2.4 lists it. */
export function AccountPanel({
  fullName,
  wishlists,
  chatEnabled,
  onCreateList,
  onRequestSignOut,
}: AccountPanelProps) {
  const listsId = useId();
  const accountId = useId();
  return (
    <Root>
      <Profile as="div">
        <Name>{fullName}</Name>
        <ProfileLink to="/profile">View Profile</ProfileLink>
      </Profile>
      <Columns>
        <PanelSection aria-labelledby={listsId}>
          <PanelHeading id={listsId}>Your List</PanelHeading>
          <PanelList>
            {wishlists.map((list) => (
              <li key={list.slug}>
                <PanelLink to={`/your-list/${encodeURIComponent(list.slug)}`}>
                  {list.name ?? 'No name'}
                </PanelLink>
              </li>
            ))}
            <li>
              <PanelAction type="button" onClick={onCreateList}>
                Create a Your List
              </PanelAction>
            </li>
          </PanelList>
        </PanelSection>
        <PanelSection aria-labelledby={accountId}>
          <PanelHeading id={accountId}>Your Account</PanelHeading>
          <PanelList>
            {accountLinksFor(chatEnabled).map((link) => (
              <li key={link.href}>
                <PanelLink to={link.href}>{link.label}</PanelLink>
              </li>
            ))}
            <li>
              <PanelAction type="button" onClick={onRequestSignOut}>
                Sign Out
              </PanelAction>
            </li>
          </PanelList>
        </PanelSection>
      </Columns>
    </Root>
  );
}
