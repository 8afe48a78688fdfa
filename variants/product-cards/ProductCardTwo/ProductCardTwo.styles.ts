import { Link } from 'react-router';
import styled from 'styled-components';

export const Card = styled.article`
  position: relative;
  display: grid;
  grid-template-columns: 88px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};

  &:has(a:hover) {
    border-color: ${({ theme }) => theme.color.inkSubtle};
  }

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 112px minmax(0, 1fr) auto;
  }
`;

export const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

export const Brand = styled.p`
  margin: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.3;
`;

/* The link's own box is at least 24 px high (WCAG 2.5.8; the line is 20.8 px): 2 px of padding
   above and below, taken back by negative margins so the card's layout does not move. It clips
   a long name itself, since a clipping heading would cut its padding off again. */
export const NameLink = styled(Link)`
  display: block;
  margin-block: -2px;
  padding-block: 2px;
  overflow: hidden;
  color: inherit;
  text-decoration: none;
  text-overflow: ellipsis;
  white-space: nowrap;

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

export const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Price = styled.strong`
  color: ${({ theme }) => theme.color.ink};
  font-variant-numeric: tabular-nums;
`;

/** Round add button above the stretched link. */
export const Add = styled.button`
  position: relative;
  z-index: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.brandStrong};
  }
`;
