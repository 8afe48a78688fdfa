import { memo, useEffect, useRef, type RefObject } from 'react';
import type { SearchSuggestionsProps } from '../../../variants/search/types';
import { useDesktopSearch } from './useDesktopSearch';

/** What the shopper did in the search box before the search machine arrived. */
export type EarlySearchInput = { term: string | null; shown: boolean };

/**
 * Runs the desktop search (machine and suggestion queries) and hands its props to the header,
 * which renders them. Loaded with the first focus or keystroke in the search box
 * (useLazyDesktopSearch), so the search machine and XState are not on a page's first load.
 */
function DesktopSearchController({
  early,
  onProps,
}: {
  early: RefObject<EarlySearchInput>;
  onProps(props: SearchSuggestionsProps): void;
}) {
  const search = useDesktopSearch();
  useEffect(() => onProps(search));
  // The focus and the term typed while this chunk was on its way reach the machine once.
  const replayed = useRef(false);
  useEffect(() => {
    if (replayed.current) return;
    replayed.current = true;
    const { term, shown } = early.current;
    if (shown) search.onShow();
    if (term !== null) search.onTermChange(term);
  }, [early, search]);
  return null;
}

// Memo: the header re-renders with each props hand-over; this must not re-render with it.
export default memo(DesktopSearchController);
