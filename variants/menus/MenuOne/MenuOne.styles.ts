import styled from 'styled-components';
import { PlainList } from '../parts/styles';

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
