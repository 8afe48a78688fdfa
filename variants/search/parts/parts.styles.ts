import { Link } from 'react-router';
import styled from 'styled-components';
import { Chip } from '../../../ui/Chip';

/** Shared pieces of the search panel: section headings, rows and the result lists. */

/* Grid tracks of minmax(0, 1fr) let long rows shrink and end in an ellipsis inside the panel. */
export const Section = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.layout.gutter};
  & + & {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

export const SectionHead = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

export const SectionTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const SectionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.brandStrong};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

export const List = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const RowLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 44px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.ink};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -2px;
  }
`;

export const RowIcon = styled.span`
  display: inline-flex;
  flex: none;
  color: ${({ theme }) => theme.color.inkSubtle};
`;

export const RowText = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Thumb = styled.span`
  flex: none;
  width: 56px;
`;

export const ProductText = styled.span`
  display: grid;
  flex: 1;
  min-width: 0;
  gap: ${({ theme }) => theme.space.xxs};
`;

export const ProductName = styled.span`
  overflow: hidden;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Mark = styled.mark`
  background: transparent;
  color: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/* Tighter padding and a fill on hover, to suit the narrow search panel. */
export const BrandChip = styled(Chip)`
  padding: 0 ${({ theme }) => theme.space.md};
  &:hover {
    background: ${({ theme }) => theme.color.brandSoft};
  }
`;
