/**
 * The search drawer/overlay's timing (spec 2.8, §5, §9): the typed term and the term sent to the
 * search service after a debounce, the "no results" permission 700 ms after the last non-empty
 * input, and the input focus 2 s after opening and blur 2 s after closing.
 *
 * Fetching stays with the query cache (one entry per sent term, so a late answer for an older
 * term lands in that term's entry and never over the newer one); focus and blur are provided
 * actions, so tests drive everything with a SimulatedClock.
 */
import { assign, emit, setup } from 'xstate';

/**
 * Spec §9: "no results" 700 ms, input focus/blur 2000 ms. The spec gives no suggestion debounce
 * (only the store search's 600 ms); 300 ms keeps typing responsive with one call per pause.
 */
export const SEARCH_TIMING = { debounceMs: 300, noResultsMs: 700, focusMs: 2000 } as const;

export type SearchInput = {
  /** The term already in place, e.g. the shop page's ?search= value. */
  term?: string;
};

export type SearchContext = {
  /** What the input shows. */
  term: string;
  /** The trimmed term sent to the service, DEBOUNCE after the last keystroke. */
  queryTerm: string;
  /** Whether the "no results" view may show for the current term (700 ms of non-empty input). */
  noResultsAllowed: boolean;
};

export type SearchEvent =
  { type: 'OPEN' } | { type: 'CLOSE' } | { type: 'TYPE'; term: string } | { type: 'SUBMIT' };

export const searchMachine = setup({
  types: {
    input: {} as SearchInput,
    context: {} as SearchContext,
    events: {} as SearchEvent,
    emitted: {} as { type: 'focusInput' } | { type: 'blurInput' },
  },
  delays: {
    DEBOUNCE: SEARCH_TIMING.debounceMs,
    NO_RESULTS: SEARCH_TIMING.noResultsMs,
    FOCUS: SEARCH_TIMING.focusMs,
  },
  actions: {
    /** The view listens (actor.on) and focuses the search input. */
    focusInput: emit({ type: 'focusInput' }),
    /** The view listens and blurs the search input (a phone drops its keyboard). */
    blurInput: emit({ type: 'blurInput' }),
    setTerm: assign(({ event }) =>
      event.type === 'TYPE' ? { term: event.term, noResultsAllowed: false } : {},
    ),
    sendTerm: assign(({ context }) => ({ queryTerm: context.term.trim() })),
    allowNoResults: assign({ noResultsAllowed: true }),
  },
  guards: {
    hasTerm: ({ context }) => context.term.trim() !== '',
  },
}).createMachine({
  id: 'search',
  type: 'parallel',
  context: ({ input }) => {
    const term = input.term ?? '';
    return { term, queryTerm: term.trim(), noResultsAllowed: false };
  },
  states: {
    visibility: {
      initial: 'closed',
      states: {
        closed: {
          initial: 'idle',
          on: { OPEN: '#search.visibility.open' },
          states: {
            idle: {},
            /** Just closed: the input loses focus 2 s later. */
            blurring: { after: { FOCUS: { target: 'idle', actions: 'blurInput' } } },
          },
        },
        open: {
          initial: 'focusing',
          on: { CLOSE: '#search.visibility.closed.blurring' },
          states: {
            /** Just opened: the input takes focus 2 s later. */
            focusing: { after: { FOCUS: { target: 'ready', actions: 'focusInput' } } },
            ready: {},
          },
        },
      },
    },
    query: {
      initial: 'settled',
      states: {
        settled: {},
        debouncing: {
          after: { DEBOUNCE: { target: 'settled', actions: 'sendTerm' } },
        },
      },
      on: {
        TYPE: { target: '.debouncing', reenter: true, actions: 'setTerm' },
        // Enter sends the term at once.
        SUBMIT: { target: '.settled', actions: 'sendTerm' },
      },
    },
    noResults: {
      initial: 'decide',
      states: {
        decide: {
          always: [{ guard: 'hasTerm', target: 'waiting' }, { target: 'idle' }],
        },
        idle: {},
        waiting: { after: { NO_RESULTS: { target: 'allowed', actions: 'allowNoResults' } } },
        allowed: {},
      },
      on: { TYPE: { target: '.decide', reenter: true } },
    },
  },
});
