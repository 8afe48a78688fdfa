import styled from 'styled-components';
import { Skeleton } from '../../../ui/Skeleton';

const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};

  /* Product Card Two's row: its padding, corners and picture column, so the rows that replace it
     are the same height (88 px picture on phones, 112 px from tablets). */
  &[data-layout='row'] {
    flex-direction: row;
    align-items: center;
    padding: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

const Square = styled.div`
  aspect-ratio: 1 / 1;
  [data-layout='row'] > & {
    flex: 0 0 88px;
    ${({ theme }) => theme.media.tablet} {
      flex-basis: 112px;
    }
  }
`;

const Lines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  flex: 1;
  /* Shorter than the picture in a row, so the picture sets the row's height as in the card. */
  [data-layout='row'] > & {
    gap: ${({ theme }) => theme.space.xs};
  }
`;

/**
 * A product card's shape while the listing loads; the same outer size as the card, so nothing
 * jumps when products arrive. Decorative: the list around it announces the loading.
 */
export function ProductCardSkeleton({ layout = 'column' }: { layout?: 'column' | 'row' }) {
  return (
    <Card aria-hidden="true" data-layout={layout} data-testid="product-card-skeleton">
      <Square>
        <Skeleton shape="block" height="100%" />
      </Square>
      <Lines>
        <Skeleton width="45%" height="0.75em" />
        <Skeleton width="90%" height="1.1em" />
        <Skeleton width="60%" height="0.9em" />
        <Skeleton width="35%" height="1.3em" />
        {layout === 'column' && <Skeleton shape="pill" height={32} />}
      </Lines>
    </Card>
  );
}
