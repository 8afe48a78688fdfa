/**
 * One ad widget's load state (spec 4.8, 9): LOADING until the provider's marker appears in the
 * widget's rendered content, checked every 300 ms, or NOT_LOADED once 5000 ms have passed. Both
 * ends are final: a creative that arrives late is not shown, so a hidden banner never pops back
 * in and shifts the page.
 *
 * The check itself is the input's `isRendered` probe, so the machine never touches the DOM and
 * tests drive it with a SimulatedClock. Stopping the actor (the widget unmounts) cancels both
 * timers.
 */
import { assign, setup } from 'xstate';

/** Spec 9: widget check interval 300 ms, load timeout 5000 ms. */
export const AD_LOAD_TIMING = { checkMs: 300, timeoutMs: 5000 } as const;

export type AdLoadInput = {
  /** Whether the widget's rendered content contains the provider's marker right now. */
  isRendered: () => boolean;
};

export type AdLoadContext = AdLoadInput & {
  /** How many checks found no marker yet; the view does not need it, the tests read it. */
  checks: number;
};

export type AdLoadState = 'LOADING' | 'LOADED' | 'NOT_LOADED';

export const adLoadMachine = setup({
  types: {
    input: {} as AdLoadInput,
    context: {} as AdLoadContext,
  },
  delays: {
    CHECK: AD_LOAD_TIMING.checkMs,
    TIMEOUT: AD_LOAD_TIMING.timeoutMs,
  },
  actions: {
    countCheck: assign({ checks: ({ context }) => context.checks + 1 }),
  },
  guards: {
    markerRendered: ({ context }) => context.isRendered(),
  },
}).createMachine({
  id: 'adLoad',
  context: ({ input }) => ({ isRendered: input.isRendered, checks: 0 }),
  initial: 'LOADING',
  states: {
    LOADING: {
      after: { TIMEOUT: 'NOT_LOADED' },
      initial: 'waiting',
      states: {
        waiting: {
          after: {
            CHECK: [
              { guard: 'markerRendered', target: '#adLoad.LOADED' },
              {
                target: 'waiting',
                reenter: true,
                actions: 'countCheck',
              },
            ],
          },
        },
      },
    },
    LOADED: { type: 'final' },
    NOT_LOADED: { type: 'final' },
  },
});

/** The top-level state as the spec names it. */
export function adLoadState(value: unknown): AdLoadState {
  if (value === 'LOADED' || value === 'NOT_LOADED') return value;
  return 'LOADING';
}
