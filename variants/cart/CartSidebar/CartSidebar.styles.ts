import { Link } from 'react-router';
import styled from 'styled-components';
import { buttonStyles } from '../../../ui';

export const Count = styled.span`
  color: ${({ theme }) => theme.color.inkMuted};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** Fills the drawer body so the totals can stick to its bottom edge. */
export const Layout = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100%;
`;

export const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.inkMuted};
`;

export const ClearAll = styled.button`
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.dangerSoft};
  }
`;

export const Store = styled.div`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} 0`};
`;

export const Lines = styled.ul`
  flex: 1;
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.lg};
  list-style: none;
  > li + li {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

export const Footer = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: 0 -6px 16px rgba(16, 24, 40, 0.06);
`;

export const Buttons = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
`;

export const ViewCart = styled(Link)`
  ${buttonStyles}
`;

/** The purchase-limit meters, between the lines and the totals. */
export const Limits = styled.div`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
`;
