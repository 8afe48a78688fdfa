import { useParams, useSearchParams } from 'react-router';
import { useCurrentRoute } from '../../site/useRoutes';
import { CategoryDeals, DealCategories } from './DealsByCategory';
import { DealListing } from './DealListing';
import { DealsIndex } from './DealsIndex';

/**
 * The deals routes of spec 2.1 by route id: the deals lists, one deal's products (from /deals/{slug},
 * /specials?specialSlug=, /search/deals/{slug} and the deals collections) and deals by category.
 */
export function DealsRoutes() {
  const id = useCurrentRoute()?.route.id;
  const params = useParams();
  const [query] = useSearchParams();
  const specialSlug = query.get('specialSlug')?.trim() ?? '';
  switch (id) {
    case 'dealDetails':
    case 'searchDeal':
      return <DealListing specialSlug={params.slug ?? ''} />;
    case 'specials':
      return specialSlug !== '' ? (
        <DealListing specialSlug={specialSlug} />
      ) : (
        <DealsIndex context={{ page: 'deals' }} />
      );
    case 'dealsCategory':
      return <DealCategories />;
    case 'dealsCategoryDetails':
      return <CategoryDeals />;
    case 'dealsCollectionAll':
      return <DealListing specialSlug={specialSlug} brandKey={query.get('brandId')} />;
    case 'dealsCollection':
      return specialSlug !== '' ? (
        <DealListing
          specialSlug={specialSlug}
          categoryKey={params.categorySlug ?? null}
          brandKey={query.get('brandId')}
        />
      ) : (
        <CategoryDeals />
      );
    case 'searchDeals':
      return <DealsIndex context={{ page: 'elsewhere' }} />;
    default:
      return <DealsIndex context={{ page: 'deals' }} />;
  }
}
