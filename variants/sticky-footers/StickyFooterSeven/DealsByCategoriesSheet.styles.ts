import { Link } from 'react-router';
import styled from 'styled-components';

export const Content = styled.div`
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg}
    ${({ theme }) => theme.space.xl};
`;

/** Three tiles across at 375 px, four from the tablet width. */
export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const Tile = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: center;
  text-decoration: none;

  @media (hover: hover) {
    &:hover {
      background: ${({ theme }) => theme.color.surfaceAlt};
    }
  }
`;

export const TileImage = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.brand};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};

  img {
    width: 62%;
    height: 62%;
    object-fit: contain;
  }
`;

export const TileName = styled.span`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** Skeleton tile in the real tile's shape: a square, then the name. */
export const SkeletonTile = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs};

  > :first-child {
    aspect-ratio: 1;
    border-radius: ${({ theme }) => theme.radius.lg};
  }
`;

export const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
`;

export const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
`;

/** CMS colours arrive as custom properties on each button (designSeven…BackgroundColor, …). */
export const ActionLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: var(--action-bg);
  color: var(--action-text);
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  white-space: nowrap;

  svg {
    flex: none;
    color: var(--action-icon);
  }

  @media (hover: hover) {
    &:hover {
      filter: brightness(0.94);
    }
  }
`;
