import type { CSSProperties } from 'react';
import styled from 'styled-components';
import { Skeleton } from '../../../ui/Skeleton';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { MENU_TEXT } from './texts';

/** Placeholders shaped like the sections they stand for, so nothing jumps when data arrives. */

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(var(--skeleton-columns), minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const Tile = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  justify-items: center;
`;

const Picture = styled(Skeleton)`
  aspect-ratio: 1;
  &[data-shape='pill'] {
    max-width: 72px;
  }
`;

const Card = styled.div`
  flex: 0 0 78%;
`;

const Rows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.xs};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Strip = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  overflow: hidden;
`;

type TileSkeletonsProps = {
  count: number;
  columns: number;
  /** 'square' tiles (categories), 'round' avatars (Three's categories and brands). */
  shape?: 'square' | 'round';
  /** What is loading, for screen readers ("Loading Categories"). */
  label: string;
};

export function TileSkeletons({ count, columns, shape = 'square', label }: TileSkeletonsProps) {
  return (
    <div role="status">
      <VisuallyHidden>{`${MENU_TEXT.loading} ${label}`}</VisuallyHidden>
      <Grid style={{ '--skeleton-columns': columns } as CSSProperties}>
        {Array.from({ length: count }, (_, index) => (
          <Tile key={index}>
            <Picture height="auto" shape={shape === 'round' ? 'pill' : 'block'} />
            <Skeleton width="70%" height={12} />
          </Tile>
        ))}
      </Grid>
    </div>
  );
}

type RowSkeletonsProps = {
  count: number;
  /** Thumbnail width; 72 for deal banners, 40 for category rows. */
  thumb?: number;
  label: string;
};

export function RowSkeletons({ count, thumb = 72, label }: RowSkeletonsProps) {
  return (
    <Rows role="status">
      <VisuallyHidden>{`${MENU_TEXT.loading} ${label}`}</VisuallyHidden>
      {Array.from({ length: count }, (_, index) => (
        <Row key={index}>
          <Skeleton width={thumb} height={36} shape="block" />
          <Skeleton width={`${55 + ((index * 17) % 30)}%`} height={14} />
        </Row>
      ))}
    </Rows>
  );
}

export function CardSkeletons({ label }: { label: string }) {
  return (
    <Strip role="status">
      <VisuallyHidden>{`${MENU_TEXT.loading} ${label}`}</VisuallyHidden>
      {Array.from({ length: 2 }, (_, index) => (
        <Card key={index}>
          <Skeleton height={128} shape="block" />
        </Card>
      ))}
    </Strip>
  );
}
