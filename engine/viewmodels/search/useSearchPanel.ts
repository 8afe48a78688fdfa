import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { searchMachine } from '../../../machines/search.machine';
import { INITIAL_FOCUS_ATTR } from '../../../ui/dialog/useModalDialog';
import type { SearchPanelProps } from '../../../variants/search/types';
import { trackSearch } from '../../analytics/trackSearch';
import { useApiClient } from '../../api/ApiClientProvider';
import { errorMessage } from '../../api/errors';
import { useProductFilter } from '../../api/useProductFilter';
import { trendingProductsBody } from '../../api/productFilter';
import { brandsQuery, searchSuggestionsQuery, sponsoredBrandsQuery } from '../../api/queries';
import { useShopPath } from '../../site/useShopPath';
import { useStoreFilter } from '../catalogue/useStoreFilter';
import {
  searchView,
  shopSearchHref,
  topBrandFrom,
  trendingProductFrom,
  type ShownResponse,
} from './searchView';
import { useSearchPageTexts } from './useSearchPageTexts';

/** Spec §9: Trending Products 6 (POPULAR DESC, spec 7.3). Top Brands: enough to swipe through. */
const TRENDING_LIMIT = 6;
const TOP_BRANDS_LIMIT = 12;

type Options = {
  /** Only an open panel asks the backend for anything. */
  active: boolean;
  /** A result was followed, or the term submitted: the overlay closes. */
  onNavigate(): void;
  /** A term already in place, e.g. the page's ?search= value. */
  initialTerm?: string;
  /** The input, when someone else (the search page's header) also needs to focus it. */
  inputRef?: RefObject<HTMLInputElement | null>;
  /**
   * Whether the empty-term view (Top Brands, Trending Products, CMS titles) is wanted. The desktop
   * dropdown shows only a term's answer, so it does not fetch them on every page.
   */
  startView?: boolean;
};

/**
 * The search panel's view-model (spec 2.8): the machine's timing, the suggestion answers per term
 * (the query cache keys them by term, so an old answer never replaces a newer one), the start
 * view's Top Brands and Trending Products, and the links.
 */
export function useSearchPanel({
  active,
  onNavigate,
  initialTerm = '',
  startView = true,
  ...options
}: Options) {
  const client = useApiClient();
  const navigate = useNavigate();
  const shopPath = useShopPath();
  const store = useStoreFilter();
  const texts = useSearchPageTexts(startView);
  const startActive = active && startView;
  const ownInput = useRef<HTMLInputElement>(null);
  const inputRef = options.inputRef ?? ownInput;
  const [snapshot, send, actor] = useMachine(searchMachine, { input: { term: initialTerm } });
  useEffect(() => {
    const subscriptions = [
      // The shopper may have moved on within the 2 s; focus is taken only from the dialog's
      // starting point, never from a link or button they chose.
      actor.on('focusInput', () => {
        const current = document.activeElement;
        if (
          current === null ||
          current === document.body ||
          current.hasAttribute(INITIAL_FOCUS_ATTR)
        )
          inputRef.current?.focus();
      }),
      actor.on('blurInput', () => inputRef.current?.blur()),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, inputRef]);
  const { term, queryTerm, noResultsAllowed } = snapshot.context;
  const openMachine = useCallback(() => send({ type: 'OPEN' }), [send]);
  const closeMachine = useCallback(() => send({ type: 'CLOSE' }), [send]);

  const suggestions = useQuery({
    ...searchSuggestionsQuery(queryTerm, store.retailerId, client),
    enabled: active,
    placeholderData: keepPreviousData,
  });
  // The last answer that was the current term's own; shown (as updating) while a newer loads.
  const [lastAnswer, setLastAnswer] = useState<ShownResponse | null>(null);
  const own = !suggestions.isPlaceholderData && queryTerm !== '' ? suggestions.data : undefined;
  if (own !== undefined && (lastAnswer?.term !== queryTerm || lastAnswer.result !== own))
    setLastAnswer({ term: queryTerm, result: own });

  const sponsored = useQuery({ ...sponsoredBrandsQuery(client), enabled: startActive });
  const brands = useQuery({ ...brandsQuery(client), enabled: startActive });
  const brandList =
    (sponsored.data?.items.length ?? 0) > 0
      ? (sponsored.data?.items ?? [])
      : (brands.data?.items ?? []);
  const trending = useProductFilter(
    startActive ? trendingProductsBody(store, TRENDING_LIMIT) : null,
  );

  const view = searchView({
    term,
    queryTerm,
    noResultsAllowed,
    response: own !== undefined ? { term: queryTerm, result: own } : lastAnswer,
    error: suggestions.isError && !suggestions.isFetching ? errorMessage(suggestions.error) : null,
    shopPath,
    start: {
      topBrands: {
        loading: brands.isPending || (sponsored.isPending && !sponsored.isError),
        items: brandList.slice(0, TOP_BRANDS_LIMIT).map(topBrandFrom),
      },
      trending: {
        loading: trending.isPending,
        items: (trending.data?.products ?? []).slice(0, TRENDING_LIMIT).map(trendingProductFrom),
      },
    },
  });

  const props: SearchPanelProps = {
    ...texts,
    term,
    ...view,
    onTermChange: (next) => send({ type: 'TYPE', term: next }),
    onSubmit: () => {
      if (term.trim() === '') return;
      trackSearch(term);
      send({ type: 'SUBMIT' });
      onNavigate();
      void navigate(shopSearchHref(shopPath, term));
    },
    onClear: () => {
      send({ type: 'TYPE', term: '' });
      inputRef.current?.focus();
    },
    onRetry: () => void suggestions.refetch(),
    onNavigate,
  };
  return {
    props,
    inputRef,
    open: openMachine,
    close: closeMachine,
    pageTitle: texts.title,
    /** The machine's suggestion-list region, for the desktop dropdown (ARIA combobox). */
    list: {
      shown: snapshot.matches({ list: 'shown' }),
      activeOption: snapshot.context.activeOption,
    },
    send,
  };
}
