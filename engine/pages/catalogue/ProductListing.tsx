import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import EmptyState from '../../../variants/catalogue/EmptyState';
import ErrorState from '../../../variants/catalogue/ErrorState';
import FacetedListing from '../../../variants/catalogue/Facets';
import FilterBar from '../../../variants/catalogue/FilterBar';
import Pagination from '../../../variants/catalogue/Pagination';
import ProductGrid from '../../../variants/catalogue/ProductGrid';
import type { AnalyticsList } from '../../analytics/useTrackListView';
import { pageOffset } from '../../rules/listingQuery';
import { ItemListScript } from '../../seo/ItemListScript';
import { StreamedSection } from '../../hydration/StreamedSection';
import { AdSlot } from '../../shell/AdSlot';
import {
  useProductListing,
  type ListingOptions,
  type ListingScope,
  type ProductListingView,
} from '../../viewmodels/catalogue/useProductListing';

export type ProductListingProps = {
  scope: ListingScope;
  options: ListingOptions;
  /** The listing for analytics: `shop`, `category:<slug>`, `brand:<id>`, `deal:<slug>`. */
  list: AnalyticsList;
};

/**
 * A page change from the links at the bottom would leave the shopper looking at the footer:
 * bring the top of the listing back into view when the page number changes (not on first load).
 */
function useScrollToTopOnPageChange() {
  const top = useRef<HTMLDivElement>(null);
  const pageNo = useSearchParams()[0].get('pageNo') ?? '1';
  const previous = useRef(pageNo);
  useEffect(() => {
    if (previous.current === pageNo) return;
    previous.current = pageNo;
    const element = top.current;
    if (element && element.getBoundingClientRect().top < 0) element.scrollIntoView();
  }, [pageNo]);
  return top;
}

/**
 * Filters, products, pagination and the loading, empty and error states of one listing. The
 * server may send it after the rest of the page, when the products are slow to come.
 */
export function ProductListing(props: ProductListingProps) {
  return (
    <StreamedSection>
      <ListingContent {...props} />
    </StreamedSection>
  );
}

function ListingContent({ scope, options, list }: ProductListingProps) {
  const view = useProductListing(scope, options, list);
  const top = useScrollToTopOnPageChange();
  return (
    <div ref={top}>
      {/* The products a search engine sees on this page, numbered on from the pages before it. */}
      {view.status === 'ready' && (
        <ItemListScript
          items={view.grid.products}
          firstPosition={pageOffset(view.pagination?.pageNo ?? 1) + 1}
        />
      )}
      <FilterBar {...view.filterBar} />
      {/* No facets from the API: the list alone, as before facets. */}
      {view.facets === null ? (
        <ListingBody view={view} />
      ) : (
        <FacetedListing {...view.facets}>
          <ListingBody view={view} />
        </FacetedListing>
      )}
    </div>
  );
}

/** The list in its state (products, empty, error) and its pages. */
function ListingBody({ view }: { view: ProductListingView }) {
  return (
    <>
      {view.status === 'error' ? (
        <ErrorState message={view.error.message} onRetry={view.error.onRetry} />
      ) : view.status === 'empty' ? (
        <EmptyState {...view.empty} />
      ) : (
        <ProductGrid
          {...view.grid}
          besideFilters={view.facets !== null}
          leading={
            view.sponsored && (
              <AdSlot name="listing-sponsored-card" element="li" context={view.sponsored} />
            )
          }
        />
      )}
      {view.status === 'ready' && view.pagination !== null && <Pagination {...view.pagination} />}
    </>
  );
}
