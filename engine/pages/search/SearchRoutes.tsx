import { useRef, type RefObject } from 'react';
import { SearchBrand, SearchBrands } from './SearchBrands';
import { SearchCategories, SearchCategory } from './SearchCategories';
import { SearchHome } from './SearchHome';
import { SearchPageHeaderConnected } from './SearchPageHeaderConnected';

function SearchRoute({
  routeId,
  inputRef,
}: {
  routeId: string;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  switch (routeId) {
    case 'searchBrands':
      return <SearchBrands />;
    case 'searchBrand':
      return <SearchBrand />;
    case 'searchCategories':
      return <SearchCategories />;
    case 'searchCategory':
      return <SearchCategory />;
    default:
      return <SearchHome inputRef={inputRef} />;
  }
}

/** /search, /search/brands[/{slug}] and /search/categories[/{slug}] under the mobile search-page header. */
export function SearchRoutes({ routeId }: { routeId: string }) {
  const pageInput = useRef<HTMLInputElement>(null);
  const onSearchPage = routeId === 'search';
  return (
    <>
      <SearchPageHeaderConnected
        onSearchHere={onSearchPage ? () => pageInput.current?.focus() : null}
      />
      <SearchRoute routeId={routeId} inputRef={pageInput} />
    </>
  );
}
