import { useParams } from 'react-router';
import EmptyState from '../../../variants/catalogue/EmptyState';
import { useCategories } from '../../api/hooks';
import {
  categoryDisplayName,
  categorySlug as slugOf,
  findCategory,
} from '../../viewmodels/catalogue/productView';
import { CatalogueFrame } from './CatalogueFrame';
import { ProductListing } from './ProductListing';

const CATEGORY_OPTIONS = { categoryFilter: false, brandFilter: true } as const;

/** /category/{slugified categoryName} (spec 2.1): one category's products with brand and price filters. */
export function CategoryListing() {
  const { categorySlug = '' } = useParams();
  const categories = useCategories();
  const category = findCategory(categories.data?.items ?? [], categorySlug);
  if (!categories.isPending && category === null && !categories.isError) {
    return (
      <CatalogueFrame title="Category not found" head={{ status: 404 }}>
        <EmptyState
          title="We couldn’t find this category"
          message="It may have been renamed. Every category is listed on the categories page."
          action={{ label: 'See all categories', href: '/categories' }}
        />
      </CatalogueFrame>
    );
  }
  // Without the list (still loading or failed), the slug itself is sent: the filter accepts both.
  const name = category ? categoryDisplayName(category.categoryName) : '';
  return (
    <CatalogueFrame
      title={name || 'Category'}
      lead={name ? `Browse every product in ${name}.` : null}
    >
      <ProductListing
        scope={{
          categories: [category?.categoryName ?? categorySlug],
          ready: !categories.isPending,
        }}
        options={CATEGORY_OPTIONS}
        list={{
          id: `category:${category ? slugOf(category) : categorySlug}`,
          name: name || 'Category',
        }}
      />
    </CatalogueFrame>
  );
}
