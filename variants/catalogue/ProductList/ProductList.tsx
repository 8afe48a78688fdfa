/**
 * Products as compact rows (Product Card Two): one column on phones, two from tablets. For short
 * secondary lists such as "More Flower" under a product, where pictures need not lead.
 */
import styled from 'styled-components';
import ProductCardTwo from '../../product-cards/ProductCardTwo';
import { ProductCardSkeleton } from '../../product-cards/parts';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import type { ProductGridProps } from '../types';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export function ProductList({
  products,
  loading,
  skeletonCount,
  label,
  onAddToCart,
  onSelect,
}: ProductGridProps) {
  if (loading) {
    return (
      <div role="status" aria-live="polite">
        <VisuallyHidden>Loading products</VisuallyHidden>
        <List as="div" aria-hidden="true">
          {Array.from({ length: skeletonCount }, (_, index) => (
            <ProductCardSkeleton key={index} layout="row" />
          ))}
        </List>
      </div>
    );
  }
  return (
    <List aria-label={label}>
      {products.map((product) => (
        <li key={product.slug}>
          <ProductCardTwo
            product={product}
            onAddToCart={() => onAddToCart(product.slug)}
            onSelect={() => onSelect?.(product.slug)}
          />
        </li>
      ))}
    </List>
  );
}
