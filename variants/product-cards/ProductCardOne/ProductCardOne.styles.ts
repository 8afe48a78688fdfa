import { Link } from 'react-router';
import styled from 'styled-components';

export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  transition:
    box-shadow ${({ theme }) => theme.motion.base},
    border-color ${({ theme }) => theme.motion.base};

  &:has(a:hover) {
    border-color: ${({ theme }) => theme.color.inkSubtle};
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
`;

export const Media = styled.div`
  position: relative;
`;

export const Tag = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  display: flex;
`;

/** Bottom-left of the picture, clear of the deal tag at the top. */
export const Sponsored = styled.div`
  position: absolute;
  bottom: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
`;

export const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-content: start;
  gap: ${({ theme }) => theme.space.xxs};
  flex: 1;
`;

export const Brand = styled.p`
  margin: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Name = styled.h3`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.3;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow-wrap: anywhere;
`;

/** The name's link covers the whole card; the add button sits above it. */
export const NameLink = styled(Link)`
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export const Meta = styled.p`
  margin: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Footer = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export const PriceRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `0 ${theme.space.sm}`};
  margin: 0;
`;

export const Price = styled.span`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;

  small {
    margin-right: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.color.inkMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

export const Options = styled.span`
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const Action = styled.div`
  position: relative;
  z-index: 1;
`;
