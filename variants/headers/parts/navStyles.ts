import { Link } from 'react-router';
import styled from 'styled-components';

/* The look of items on the dark navigation row, shared by links and dropdown triggers. */
const navItem = `
  display: inline-flex;
  align-items: center;
  gap: 4px;
  height: 44px;
  padding: 0 12px;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 0.875rem;
  font-weight: 500;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
`;

export const NavItemLink = styled(Link)`
  ${navItem}
  &:hover, &[aria-expanded='true'] {
    background: rgba(255, 255, 255, 0.12);
  }
`;

export const NavItemButton = styled.button`
  ${navItem}
  &:hover, &[aria-expanded='true'] {
    background: rgba(255, 255, 255, 0.12);
  }
  & > svg:last-child {
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  &[aria-expanded='true'] > svg:last-child {
    transform: rotate(180deg);
  }
`;
