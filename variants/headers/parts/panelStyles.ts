import { Link } from 'react-router';
import styled from 'styled-components';

/* Shared look of the header's dropdown panels (account, brands, nav sub-links, mega menu). */

export const PanelSection = styled.section`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  & + & {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

export const PanelHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.inkSubtle};
`;

export const PanelList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const itemLook = `
  display: block;
  /* Bleeds into the section padding so the hover background lines up with the headings. */
  width: calc(100% + 16px);
  padding: 6px 8px;
  margin: 0 -8px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  font-size: 0.875rem;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const PanelLink = styled(Link)`
  ${itemLook}
  color: ${({ theme }) => theme.color.ink};
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.brandStrong};
  }
`;

export const PanelAction = styled.button`
  ${itemLook}
  color: ${({ theme }) => theme.color.brand};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  &:hover {
    background: ${({ theme }) => theme.color.brandSoft};
  }
`;
