/**
 * The popup-campaign queue (spec 4.9): which eligible campaign shows next, and when. A campaign
 * with showOnScroll waits for the page's scroll percentage to reach its position; with timeOnPage
 * it waits its time in seconds; with both, the delay starts once the threshold is reached. One
 * shows at a time; after it closes the next waits its own conditions. Nothing shows unless
 * showPopup is set and the queue holds something. A route change replaces the queue with the new
 * page's eligible campaigns and starts their waits over (the one on screen stays).
 *
 * Campaigns come in already eligible (engine/rules/popupEligibility); the scroll position comes
 * in as events and time through delayed transitions, so tests drive it with a SimulatedClock.
 * The time the page has been open comes with the input and, once the host has mounted, with
 * PAGE_TIME: a React host starts the queue after the browser paints, a while after its input.
 *
 * The display state of the campaign on screen (spec 3: e-mail, error, loading, thank-you view,
 * coupon codes) is not here: it has no timing and lives and dies with the view
 * (engine/popups/useCampaignPopup), which hands the campaign back with CLOSED.
 */
import { assign, setup } from 'xstate';
import type { PopupCampaign } from '../schemas';

export type PopupQueueInput = {
  /** The page's eligible campaigns, in the server's order. */
  campaigns: readonly PopupCampaign[];
  /** The app's showPopup flag: campaigns wait while it is off. */
  showPopup: boolean;
  /**
   * How long the shopper has already been on the page when the queue starts: timeOnPage counts
   * from the page's start, not from the campaign call's answer or the queue's own loading.
   */
  onPageMs?: number;
};

export type PopupQueueContext = {
  queue: readonly PopupCampaign[];
  current: PopupCampaign | null;
  showPopup: boolean;
  /** The page's scroll position, 0–100. */
  scrollPercent: number;
  /** Time already spent on the page, taken off the first wait; 0 once a campaign showed. */
  onPageMs: number;
  /** onPageMs still counts from the page's start: no campaign, new page or threshold since. */
  fromPageStart: boolean;
};

export type PopupQueueEvent =
  | { type: 'SCROLL'; percent: number }
  | { type: 'ROUTE_CHANGED'; campaigns: readonly PopupCampaign[] }
  | { type: 'SET_SHOW_POPUP'; showPopup: boolean }
  /** How long the page has been open, read when the host started the queue. */
  | { type: 'PAGE_TIME'; onPageMs: number }
  /** The shown campaign was answered or closed. */
  | { type: 'CLOSED' };

const head = (context: PopupQueueContext) => context.queue[0];

/** Milliseconds a campaign waits once its scroll threshold (if any) is reached. */
export function campaignDelayMs(campaign: PopupCampaign | undefined): number {
  const timeOnPage = campaign?.behavior.timeOnPage;
  return timeOnPage?.enabled ? Math.max(0, timeOnPage.time) * 1000 : 0;
}

function waitsForScroll(campaign: PopupCampaign | undefined, scrollPercent: number): boolean {
  const showOnScroll = campaign?.behavior.showOnScroll;
  return showOnScroll?.enabled === true && scrollPercent < showOnScroll.position;
}

/**
 * Until a campaign shows, a new page or a new showPopup value decides again from the start. The
 * same showPopup value again changes nothing, so a repeated flag never restarts a running delay.
 */
const DECIDE_AGAIN = {
  ROUTE_CHANGED: { target: 'deciding', actions: 'replaceQueue' },
  SET_SHOW_POPUP: { guard: 'showPopupChanged', target: 'deciding', actions: 'setShowPopup' },
  PAGE_TIME: { guard: 'countsFromPageStart', target: 'deciding', actions: 'setPageTime' },
} as const;

export const popupQueueMachine = setup({
  types: {
    input: {} as PopupQueueInput,
    context: {} as PopupQueueContext,
    events: {} as PopupQueueEvent,
  },
  delays: {
    CAMPAIGN_DELAY: ({ context }) => Math.max(0, campaignDelayMs(head(context)) - context.onPageMs),
  },
  guards: {
    blocked: ({ context }) => !context.showPopup || context.queue.length === 0,
    needsScroll: ({ context }) => waitsForScroll(head(context), context.scrollPercent),
    noDelay: ({ context }) => campaignDelayMs(head(context)) <= context.onPageMs,
    showPopupChanged: ({ context, event }) =>
      event.type === 'SET_SHOW_POPUP' && event.showPopup !== context.showPopup,
    countsFromPageStart: ({ context }) => context.fromPageStart,
  },
  actions: {
    recordScroll: assign({
      // A percentage that cannot be read (NaN from an empty page) keeps the last one: it must
      // neither reach a threshold nor undo one.
      scrollPercent: ({ context, event }) =>
        event.type === 'SCROLL' && Number.isFinite(event.percent)
          ? Math.min(100, Math.max(0, event.percent))
          : context.scrollPercent,
    }),
    // With showOnScroll and timeOnPage, the delay starts at the threshold (spec 4.9): time spent
    // on the page before it does not count.
    countFromThreshold: assign({ onPageMs: 0, fromPageStart: false }),
    replaceQueue: assign({
      queue: ({ context, event }) =>
        event.type === 'ROUTE_CHANGED'
          ? event.campaigns.filter((c) => c._id !== context.current?._id)
          : context.queue,
      // A new page starts at its top, and its time on page at zero.
      scrollPercent: 0,
      onPageMs: 0,
      fromPageStart: false,
    }),
    setPageTime: assign({
      onPageMs: ({ context, event }) =>
        event.type === 'PAGE_TIME' ? Math.max(0, event.onPageMs) : context.onPageMs,
    }),
    setShowPopup: assign({
      showPopup: ({ context, event }) =>
        event.type === 'SET_SHOW_POPUP' ? event.showPopup : context.showPopup,
    }),
    showHead: assign({
      current: ({ context }) => head(context) ?? null,
      queue: ({ context }) => context.queue.slice(1),
      // The next campaign waits its whole delay after this one closes (spec 4.9).
      onPageMs: 0,
      fromPageStart: false,
    }),
    clearCurrent: assign({ current: null }),
  },
}).createMachine({
  id: 'popupQueue',
  context: ({ input }) => ({
    queue: input.campaigns,
    current: null,
    showPopup: input.showPopup,
    scrollPercent: 0,
    onPageMs: Math.max(0, input.onPageMs ?? 0),
    fromPageStart: true,
  }),
  initial: 'deciding',
  on: {
    SCROLL: { actions: 'recordScroll' },
  },
  states: {
    deciding: {
      always: [
        { guard: 'blocked', target: 'idle' },
        { guard: 'needsScroll', target: 'waitingForScroll' },
        { guard: 'noDelay', target: 'showing', actions: 'showHead' },
        { target: 'delaying' },
      ],
    },
    /** Nothing to show: the flag is off or the queue is empty. */
    idle: { on: { ...DECIDE_AGAIN } },
    waitingForScroll: {
      on: {
        ...DECIDE_AGAIN,
        SCROLL: { target: 'deciding', actions: ['recordScroll', 'countFromThreshold'] },
      },
    },
    delaying: {
      after: { CAMPAIGN_DELAY: { target: 'showing', actions: 'showHead' } },
      on: { ...DECIDE_AGAIN },
    },
    showing: {
      on: {
        CLOSED: { target: 'deciding', actions: 'clearCurrent' },
        // The campaign on screen stays; the next ones are the new page's.
        ROUTE_CHANGED: { actions: 'replaceQueue' },
        SET_SHOW_POPUP: { actions: 'setShowPopup' },
      },
    },
  },
});
