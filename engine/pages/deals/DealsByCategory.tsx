import { useParams } from 'react-router';
import EmptyState from '../../../variants/catalogue/EmptyState';
import { useCategories } from '../../api/hooks';
import { categoryDisplayName, findCategory } from '../../viewmodels/catalogue/productView';
import { CatalogueFrame } from '../catalogue/CatalogueFrame';
import { CategoryTiles } from '../catalogue/CategoriesIndex';
import { useRouteTitle } from '../catalogue/useRouteTitle';
import { DEAL_NOT_FOUND } from './DealListing';
import { DealCardList } from './DealCardList';
import { useDealsInScope } from './useDealsInScope';

/** /deals-category: "Shop Deals by Category", a tile per category (spec 2.1, 2.5). */
export function DealCategories() {
  const { title, description } = useRouteTitle('Shop Deals by Category');
  return (
    <CatalogueFrame title={title} lead={description}>
      <CategoryTiles hrefFor={(slug) => `/deals-category/${slug}`} label="Deal categories" />
    </CatalogueFrame>
  );
}

/**
 * /deals-category/{categorySlug} and /deals-collection/{categorySlug} without a specialSlug: the
 * deals running in one category; each card opens that deal's collection in the category (2.15).
 */
export function CategoryDeals() {
  const { categorySlug = '' } = useParams();
  const categories = useCategories();
  const category = findCategory(categories.data?.items ?? [], categorySlug);
  const name = category ? categoryDisplayName(category.categoryName) : '';
  const deals = useDealsInScope({
    categories: [category?.categoryName ?? categorySlug],
    ready: !categories.isPending,
  });
  const title = name ? `${name} Deals` : 'Deals';
  return (
    <CatalogueFrame title={title} lead={name ? `Every deal running on ${name}.` : null}>
      {!deals.loading && deals.specials.length === 0 ? (
        <EmptyState
          title={DEAL_NOT_FOUND}
          message={`There are no deals on ${name || 'this category'} right now.`}
          action={{ label: 'See all deals', href: '/deals' }}
        />
      ) : (
        <DealCardList
          heading
          specials={deals.specials}
          loading={deals.loading}
          context={{
            page: 'dealsCollection',
            categoryName: category?.categoryName ?? categorySlug,
          }}
          label={title}
          slot="deals-category"
        />
      )}
    </CatalogueFrame>
  );
}
