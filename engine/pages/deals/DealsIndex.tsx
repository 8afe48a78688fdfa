import { useSnapshot } from 'valtio';
import EmptyState from '../../../variants/catalogue/EmptyState';
import ErrorState from '../../../variants/catalogue/ErrorState';
import { errorMessage } from '../../api/errors';
import { useSpecials } from '../../api/hooks';
import type { DealLinkContext } from '../../rules/dealLink';
import { useStores } from '../../stores/StoresProvider';
import { CatalogueFrame } from '../catalogue/CatalogueFrame';
import { useRouteTitle } from '../catalogue/useRouteTitle';
import { DEAL_NOT_FOUND } from './DealListing';
import { DealCardList } from './DealCardList';

/** Every current deal as a card; each leads where spec 2.15 says for `context`. */
export function DealsIndex({ context }: { context: DealLinkContext }) {
  const { title, description } = useRouteTitle('Deals');
  const { retailerId } = useSnapshot(useStores().storeContext);
  const specials = useSpecials(retailerId);
  const items = specials.data?.items ?? [];
  return (
    <CatalogueFrame title={title} lead={description}>
      {specials.isError ? (
        <ErrorState
          title="We couldn’t load the deals"
          message={errorMessage(specials.error)}
          onRetry={() => void specials.refetch()}
        />
      ) : !specials.isPending && items.length === 0 ? (
        <EmptyState
          title={DEAL_NOT_FOUND}
          message="There are no deals at this store right now. Check back soon."
          action={{ label: 'Browse the shop', href: '/shop' }}
        />
      ) : (
        <DealCardList
          heading
          specials={items}
          loading={specials.isPending}
          context={context}
          label="Deals"
          slot={context.page === 'deals' ? 'deals-page' : 'deals-search'}
          skeletonCount={6}
        />
      )}
    </CatalogueFrame>
  );
}
