import type { RefObject } from 'react';
import { useSearchParams } from 'react-router';
import SearchPanel from '../../../variants/search/SearchPanel';
import { useSearchPanel } from '../../viewmodels/search/useSearchPanel';
import { CatalogueFrame } from '../catalogue/CatalogueFrame';

const stay = () => undefined;

/**
 * /search (spec 2.1, 2.8): the search panel in the page — Top Brands and Trending Products,
 * then suggestions as the shopper types. Its title comes from the CMS search page for the
 * full-text search type (spec 7.4). A ?search= value is the starting term.
 */
export function SearchHome({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const [params] = useSearchParams();
  const initialTerm = params.get('search') ?? '';
  // A new ?search= (or its removal by the header's clear icon) starts the panel afresh.
  return <SearchHomePanel key={initialTerm} initialTerm={initialTerm} inputRef={inputRef} />;
}

function SearchHomePanel({
  initialTerm,
  inputRef,
}: {
  initialTerm: string;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const search = useSearchPanel({ active: true, onNavigate: stay, initialTerm, inputRef });
  return (
    <CatalogueFrame title={search.pageTitle}>
      <SearchPanel {...search.props} inputRef={search.inputRef} />
    </CatalogueFrame>
  );
}
