import { ProductDetailsRoute } from './catalogue/ProductDetailsRoute';

/** Route group: /product/{productSlug} (spec 2.1). */
export default function ProductPage() {
  return <ProductDetailsRoute />;
}
