import type { Product } from '../../../schemas';
import { useTrackListView } from '../../analytics/useTrackListView';
import ProductList from '../../../variants/catalogue/ProductList';
import { useProductFilter } from '../../api/useProductFilter';
import { StreamedSection } from '../../hydration/StreamedSection';
import { productFilterBody } from '../../api/productFilter';
import { categoryDisplayName, productCardData } from '../../viewmodels/catalogue/productView';
import { useAddToCart } from '../../viewmodels/catalogue/useAddToCart';
import { useStoreFilter } from '../../viewmodels/catalogue/useStoreFilter';
import * as S from './catalogue.styles';

const SHOWN = 6;

/**
 * "More {category}": the most popular products of the same category, the product itself left
 * out. The server may send it after the product, when the list is slow to come.
 */
export function RelatedProducts({ product }: { product: Product }) {
  return (
    <StreamedSection>
      <Related product={product} />
    </StreamedSection>
  );
}

function Related({ product }: { product: Product }) {
  const store = useStoreFilter();
  const addToCart = useAddToCart();
  const related = useProductFilter(
    product.category
      ? productFilterBody({ ...store, categories: [product.category], limit: SHOWN + 1 })
      : null,
  );
  const items = (related.data?.products ?? [])
    .filter((p) => p.slug !== product.slug)
    .slice(0, SHOWN);
  const title = `More ${categoryDisplayName(product.category)}`;
  const selectProduct = useTrackListView({
    id: 'related',
    name: title,
    products: related.isPlaceholderData ? null : items,
  });
  if (!related.isPending && items.length === 0) return null;
  return (
    <S.After aria-labelledby="related-products">
      <S.SectionTitle id="related-products">{title}</S.SectionTitle>
      <ProductList
        products={items.map(productCardData)}
        loading={related.isPending}
        skeletonCount={SHOWN}
        label={title}
        onAddToCart={(slug) => {
          const chosen = items.find((p) => p.slug === slug);
          if (chosen) addToCart(chosen);
        }}
        onSelect={selectProduct}
      />
    </S.After>
  );
}
