import { ProductImage } from '../../product-cards/parts/ProductImage';
import type { SearchProduct } from '../types';
import { List, Muted, ProductName, ProductText, RowLink, Thumb } from './parts.styles';

export type ProductRowsProps = {
  products: readonly SearchProduct[];
  /** Accessible name of the list. */
  label: string;
  onNavigate(): void;
};

/** Products as rows: image, productName and "Variants: {variantsSize}", to the product page (2.8). */
export function ProductRows({ products, label, onNavigate }: ProductRowsProps) {
  return (
    <List aria-label={label}>
      {products.map((product) => (
        <li key={product.slug}>
          <RowLink to={product.href} onClick={onNavigate}>
            <Thumb>
              <ProductImage src={product.image} />
            </Thumb>
            <ProductText>
              <ProductName>{product.name}</ProductName>
              <Muted>{product.variantsText}</Muted>
            </ProductText>
          </RowLink>
        </li>
      ))}
    </List>
  );
}
