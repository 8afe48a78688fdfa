import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { trackDownload } from '../../registry/downloadsInFlight';
import type { SearchSuggestionsProps } from '../../../variants/search/types';
import type { EarlySearchInput } from './DesktopSearchController';

const DesktopSearchController = lazy(() => trackDownload(import('./DesktopSearchController')));

/**
 * The desktop header's search box (useDesktopSearch) loaded on first use: until the shopper
 * focuses or types in it, the box is closed and needs no machine, so the first render (server
 * and hydration alike) is the same markup without downloading the search machine and XState.
 * `controller` must be rendered once in the tree; it hands the live props over when loaded.
 */
export function useLazyDesktopSearch(): {
  search: SearchSuggestionsProps;
  controller: ReactNode;
} {
  const [live, setLive] = useState<SearchSuggestionsProps | null>(null);
  const [wanted, setWanted] = useState(false);
  const early = useRef<EarlySearchInput>({ term: null, shown: false });
  const idle: SearchSuggestionsProps = {
    popup: { kind: 'closed' },
    activeOptionId: null,
    announcement: '',
    onTermChange: (term) => {
      early.current.term = term;
      setWanted(true);
    },
    onMove: () => setWanted(true),
    onOpenOption: () => {},
    onShow: () => {
      early.current.shown = true;
      setWanted(true);
    },
    onDismiss: () => {
      early.current.shown = false;
    },
  };
  return {
    search: live ?? idle,
    controller: wanted ? (
      <Suspense fallback={null}>
        <DesktopSearchController early={early} onProps={setLive} />
      </Suspense>
    ) : null,
  };
}
