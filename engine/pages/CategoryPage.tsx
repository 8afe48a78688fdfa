import { useCurrentRoute } from '../site/useRoutes';
import { CategoryTiles } from './catalogue/CategoriesIndex';
import { CategoryListing } from './catalogue/CategoryListing';
import { CatalogueFrame } from './catalogue/CatalogueFrame';
import { useRouteTitle } from './catalogue/useRouteTitle';

function AllCategories() {
  const { title, description } = useRouteTitle('Categories');
  return (
    <CatalogueFrame title={title} lead={description}>
      <CategoryTiles hrefFor={(slug) => `/category/${slug}`} />
    </CatalogueFrame>
  );
}

/** Route group: /categories and /category/{slug} (spec 2.1). */
export default function CategoryPage() {
  return useCurrentRoute()?.route.id === 'categories' ? <AllCategories /> : <CategoryListing />;
}
