/**
 * The search drawer/overlay's timing (spec 2.8, §5, §9): the typed term and the term sent to the
 * search service after a debounce, the "no results" permission 700 ms after the last non-empty
 * input, and the input focus 2 s after opening and blur 2 s after closing.
 *
 * Fetching stays with the query cache (one entry per sent term, so a late answer for an older
 * term lands in that term's entry and never over the newer one); focus and blur are provided
 * actions, so tests drive everything with a SimulatedClock.
 *
 * The `list` region is the desktop header's suggestion dropdown (ARIA combobox): whether the list
 * is shown and which option the arrow keys reached. The overlay never sends its events, so it
 * ignores the region.
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
  /** The dropdown option the arrow keys reached (aria-activedescendant); null: the input itself. */
  activeOption: string | null;
};

export type SearchEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'TYPE'; term: string }
  | { type: 'SUBMIT' }
  /** Focus or a click in the field: show the list again for the term in place. */
  | { type: 'LIST.SHOW' }
  /**
   * ArrowDown (+1) / ArrowUp (-1) over the options now on screen, in reading order. The view-model
   * passes them because the answer, not the machine, knows what is listed.
   */
  | { type: 'LIST.MOVE'; step: 1 | -1; options: readonly string[] }
  /** Escape, leaving the field, or an option followed: hide the list, keep the term. */
  | { type: 'LIST.DISMISS' };

/** The option after (or before) `current`, wrapping at both ends; from the input, the first or last. */
export function nextOption(
  options: readonly string[],
  current: string | null,
  step: 1 | -1,
): string | null {
  if (options.length === 0) return null;
  const at = current === null ? -1 : options.indexOf(current);
  // An option no longer listed (a newer answer arrived) counts as starting from the input.
  const from = at === -1 ? (step === 1 ? -1 : options.length) : at;
  return options[(from + step + options.length) % options.length] ?? null;
}

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
    moveActive: assign(({ context, event }) =>
      event.type === 'LIST.MOVE'
        ? { activeOption: nextOption(event.options, context.activeOption, event.step) }
        : {},
    ),
    clearActive: assign({ activeOption: null }),
  },
  guards: {
    hasTerm: ({ context }) => context.term.trim() !== '',
    // Guards see the context before this event's assign, so TYPE is judged by the term it carries.
    typesTerm: ({ event }) => event.type === 'TYPE' && event.term.trim() !== '',
  },
}).createMachine({
  id: 'search',
  type: 'parallel',
  context: ({ input }) => {
    const term = input.term ?? '';
    return { term, queryTerm: term.trim(), noResultsAllowed: false, activeOption: null };
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
      // Not `reenter`: a re-entering transition of a parallel region exits every region (typing
      // used to reset the open overlay's focus timing and the list); '.debouncing' still restarts.
      on: {
        TYPE: { target: '.debouncing', actions: 'setTerm' },
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
      on: { TYPE: { target: '.decide' } },
    },
    list: {
      initial: 'hidden',
      states: {
        hidden: {
          entry: 'clearActive',
          on: {
            // Every keystroke with a term shows the list for it.
            TYPE: { guard: 'typesTerm', target: 'shown' },
            'LIST.SHOW': { guard: 'hasTerm', target: 'shown' },
            // ArrowDown in a field with a term opens the list (APG combobox); the next one moves.
            'LIST.MOVE': { guard: 'hasTerm', target: 'shown' },
          },
        },
        shown: {
          on: {
            // A new term means a new list: back to the input, nothing active.
            TYPE: [{ guard: 'typesTerm', actions: 'clearActive' }, { target: 'hidden' }],
            'LIST.MOVE': { actions: 'moveActive' },
            'LIST.DISMISS': 'hidden',
            // Enter searches the term: the list has done its job.
            SUBMIT: 'hidden',
          },
        },
      },
    },
  },
});
