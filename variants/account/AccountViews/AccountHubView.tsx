/**
 * Account Hub View — /account, /account-new and the mobile /menu-profile: the shopper's name with
 * "View Profile", the "Your Account" links of spec 2.4 in order, and Sign Out. Tiles in a grid
 * from tablet width, a list on phones.
 */
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { ChevronRightIcon } from '../../../ui/Icon';
import type { AccountHubViewProps } from '../types';

const Greeting = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  a {
    color: ${({ theme }) => theme.color.brand};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const Links = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Tile = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 56px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brandSoft};
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.color.inkSubtle};
  }
`;

export function AccountHubView({ user, links, onSignOut }: AccountHubViewProps) {
  return (
    <>
      <Greeting>
        <p>Hello, {user.firstName || user.fullName}</p>
        <Link to="/profile">View Profile</Link>
      </Greeting>
      <nav aria-label="Your Account">
        <Links>
          {links.map((link) => (
            <li key={link.href}>
              <Tile to={link.href}>
                {link.label}
                <ChevronRightIcon aria-hidden="true" />
              </Tile>
            </li>
          ))}
        </Links>
      </nav>
      <Button variant="secondary" size="lg" onClick={onSignOut}>
        Sign Out
      </Button>
    </>
  );
}
