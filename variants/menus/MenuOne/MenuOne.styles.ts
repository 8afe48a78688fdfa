import styled from 'styled-components';
import { MenuAnchor } from '../parts/MenuAnchor';
import { PlainList } from '../parts/styles';

export const Home = styled(MenuAnchor)`
  display: inline-flex;
  align-items: center;
  min-width: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/* Fixed height, free width: any logo shape fits the header row. */
export const Logo = styled.img`
  display: block;
  width: auto;
  height: 36px;
  max-width: 200px;
  object-fit: contain;
  object-position: left center;
`;

/* The closing links are secondary: smaller and muted, on a sunken band at the drawer's foot. */
export const Footer = styled.nav`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg}
    ${({ theme }) => theme.space.xl};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

export const FooterList = styled(PlainList)`
  display: grid;
  a {
    display: flex;
    align-items: center;
    min-height: 40px;
    color: ${({ theme }) => theme.color.inkMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    text-decoration: none;
    text-underline-offset: 0.2em;
  }
  a:hover {
    color: ${({ theme }) => theme.color.ink};
    text-decoration: underline;
  }
`;
