import { Link } from 'react-router';
import styled from 'styled-components';
import { BRAND_SLIDER, sliderColumns } from '../parts/sliderLayout';

export const Tile = styled(Link)`
  display: grid;
  justify-items: center;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.ink};
  text-align: center;
  text-decoration: none;

  &:hover img {
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
`;

export const Logo = styled.span`
  display: block;
  width: 100%;
  max-width: 112px;
  aspect-ratio: 1 / 1;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.color.surface};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: box-shadow ${({ theme }) => theme.motion.base};
  }
`;

export const Name = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

/** Always laid out (empty for plain brands), so every tile has the same height. */
export const Note = styled.span`
  min-height: 1.2em;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 1.2;
`;

export const SkeletonRow = styled.div`
  ${sliderColumns(BRAND_SLIDER)}
`;

export const SkeletonTile = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
`;
