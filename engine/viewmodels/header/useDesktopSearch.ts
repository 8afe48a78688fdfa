import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SearchSuggestionsProps } from '../../../variants/search/types';
import { desktopSuggestions } from '../search/desktopSuggestions';
import { useSearchPanel } from '../search/useSearchPanel';

/**
 * The desktop header's search box as a combobox (spec 2.3 search box with 2.8's suggestions,
 * brands and products): the same search machine and suggestion queries as the overlay, with the
 * machine's list region deciding what is shown and which option is active.
 */
export function useDesktopSearch(): SearchSuggestionsProps {
  const navigate = useNavigate();
  const { pathname, search: query } = useLocation();
  // Queries run only for a typed term (an empty term skips the call), so "active" costs nothing
  // until the shopper types; the start view's lists are not wanted here.
  const search = useSearchPanel({ active: true, startView: false, onNavigate: () => {} });
  const { send } = search;
  const dismiss = useCallback(() => send({ type: 'LIST.DISMISS' }), [send]);

  // A new page closes the list, however it was reached (spec 4.14 closes overlays likewise).
  useEffect(() => dismiss(), [pathname, query, dismiss]);

  const view = desktopSuggestions({
    shown: search.list.shown,
    results: search.props.results,
    seeAll: search.props.seeAll,
  });
  const active = search.list.activeOption;

  return {
    popup: view.popup,
    // An option of an older answer is not on screen: nothing is active until the next arrow key.
    activeOptionId: active !== null && view.order.includes(active) ? active : null,
    announcement: view.announcement,
    onTermChange: search.props.onTermChange,
    onMove: (step) => send({ type: 'LIST.MOVE', step, options: view.order }),
    onOpenOption: (id) => {
      const href = view.hrefs.get(id);
      if (href === undefined) return;
      dismiss();
      void navigate(href);
    },
    onShow: () => send({ type: 'LIST.SHOW' }),
    onDismiss: dismiss,
  };
}
