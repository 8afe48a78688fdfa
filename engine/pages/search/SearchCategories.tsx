import { useParams } from 'react-router';
import EmptyState from '../../../variants/catalogue/EmptyState';
import { useCategories } from '../../api/hooks';
import {
  categoryDisplayName,
  categorySlug,
  findCategory,
} from '../../viewmodels/catalogue/productView';
import { CatalogueFrame } from '../catalogue/CatalogueFrame';
import { CategoryTiles } from '../catalogue/CategoriesIndex';
import { ProductListing } from '../catalogue/ProductListing';
import { useRouteTitle } from '../catalogue/useRouteTitle';

const CATEGORY_OPTIONS = { categoryFilter: false, brandFilter: true } as const;

/** /search/categories (spec 2.1): every category, each to its category search. */
export function SearchCategories() {
  const { title, description } = useRouteTitle('Category Search');
  return (
    <CatalogueFrame title={title} lead={description}>
      <CategoryTiles hrefFor={(slug) => `/search/categories/${slug}`} />
    </CatalogueFrame>
  );
}

/** /search/categories/{slug}: that category's products, with brand and price filters. */
export function SearchCategory() {
  const { slug = '' } = useParams();
  const categories = useCategories();
  const category = findCategory(categories.data?.items ?? [], slug);
  if (!categories.isPending && !categories.isError && category === null) {
    return (
      <CatalogueFrame title="Category not found">
        <EmptyState
          title="We couldn’t find this category"
          message="It may have been renamed. Every category is listed on the category search."
          action={{ label: 'See all categories', href: '/search/categories' }}
        />
      </CatalogueFrame>
    );
  }
  const name = category ? categoryDisplayName(category.categoryName) : '';
  return (
    <CatalogueFrame
      title={name || 'Category'}
      lead={name ? `Search every product in ${name}.` : null}
    >
      {/* Without the list (loading or failed) the slug itself is sent: the filter accepts both. */}
      <ProductListing
        scope={{ categories: [category?.categoryName ?? slug], ready: !categories.isPending }}
        options={CATEGORY_OPTIONS}
        list={{
          id: `category:${category ? categorySlug(category) : slug}`,
          name: name || 'Category',
        }}
      />
    </CatalogueFrame>
  );
}
