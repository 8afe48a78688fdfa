/**
 * The listing grid: two columns on phones, three on tablets, four on desktop, with skeleton cards
 * on the first load and a progress bar over the previous page while a newer one loads.
 */
import styled from 'styled-components';
import ProductCardOne from '../../product-cards/ProductCardOne';
import { ProductCardSkeleton } from '../../product-cards/parts';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import type { ProductGridProps } from '../types';

/** The first row on desktop (two on phones): the pictures in view when the page opens. */
const PRIORITY_CARDS = 4;

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  position: relative;

  /* A newer page is on its way: a thin bar over the grid, and the cards stay readable. */
  &[aria-busy='true']::before {
    content: '';
    position: absolute;
    top: -${({ theme }) => theme.space.md};
    left: 0;
    right: 0;
    height: 3px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: linear-gradient(
      90deg,
      ${({ theme }) => theme.color.brandSoft},
      ${({ theme }) => theme.color.brand},
      ${({ theme }) => theme.color.brandSoft}
    );
  }
  &[aria-busy='true'] {
    cursor: progress;
  }

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.lg};
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.xl};
  }
  /* Beside the facets' column the cards keep their width: three across until wide screens. */
  ${({ theme }) => theme.media.desktop} {
    &[data-beside-filters='true'] {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
  ${({ theme }) => theme.media.wide} {
    &[data-beside-filters='true'] {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }
`;

export function ProductGrid({
  products,
  loading,
  skeletonCount,
  updating = false,
  label,
  onAddToCart,
  onSelect,
  leading,
  besideFilters = false,
}: ProductGridProps) {
  if (loading) {
    return (
      <div role="status" aria-live="polite">
        <VisuallyHidden>Loading products</VisuallyHidden>
        <Grid aria-hidden="true" as="div" data-beside-filters={besideFilters}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <ProductCardSkeleton key={index} />
          ))}
        </Grid>
      </div>
    );
  }
  return (
    <Grid aria-label={label} aria-busy={updating} data-beside-filters={besideFilters}>
      {leading}
      {products.map((product, index) => (
        <li key={product.slug}>
          <ProductCardOne
            product={product}
            onAddToCart={() => onAddToCart(product.slug)}
            onSelect={() => onSelect?.(product.slug)}
            priority={index < PRIORITY_CARDS}
          />
        </li>
      ))}
    </Grid>
  );
}
