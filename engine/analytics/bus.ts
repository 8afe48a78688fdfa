/**
 * The storefront's one event bus. Views and view-models say what the shopper did (`track`);
 * they never call a vendor. The analytics layer (engine/analytics/sinks, loaded once the page is
 * idle) connects one listener that applies consent and fans events out to the dataLayer and the
 * collector; until then events wait here, a bounded few. On the server nothing is tracked: a
 * render is not a shopper's action, and module state there would be shared by every visitor.
 */
import type {
  AnalyticsEventName,
  AnalyticsParams,
  EventContext,
} from '../../schemas/analytics/events';

/** An event as the bus hands it on: stamped with when and where it happened. */
export type TrackedEvent = {
  [N in AnalyticsEventName]: { name: N; params: AnalyticsParams<N> };
}[AnalyticsEventName] & { at: number; context: EventContext };

export type EventListener = (event: TrackedEvent) => void;

/** Whether the listener would pass an event of this name on (the consent gate). */
export type EventFilter = (name: AnalyticsEventName) => boolean;

/**
 * Parameters given as they are, or as a promise of them: an event whose parameters need code a
 * first visit should not download (building `items`) says how to get them, and they are got only
 * once the listener takes events of its name: never while the shopper has not accepted.
 */
export type ParamsSource<N extends AnalyticsEventName> =
  AnalyticsParams<N> | (() => Promise<AnalyticsParams<N>>);

type Pending = {
  name: AnalyticsEventName;
  params: ParamsSource<AnalyticsEventName>;
  at: number;
  context: EventContext;
};

/** Events kept while no listener is connected (the first seconds of a visit); oldest dropped. */
export const WAITING_MAX = 100;

const NO_CONTEXT: EventContext = { store_id: '', menu_type: null, order_type: null, route: '' };

let waiting: Pending[] = [];
let listener: { receive: EventListener; accepts: EventFilter } | null = null;
let contextOf: (() => EventContext) | null = null;

/** Hands `pending` to the listener, its parameters got first where they are a promise. */
function handOver(pending: Pending, to: { receive: EventListener; accepts: EventFilter }): void {
  if (!to.accepts(pending.name)) return;
  const { params } = pending;
  // The union cannot be narrowed by a name; the parameters were checked at the call.
  const deliver = (resolved: unknown) =>
    to.receive({ ...pending, params: resolved } as TrackedEvent);
  if (typeof params === 'function') void params().then(deliver, () => undefined);
  else deliver(params);
}

export function track<N extends AnalyticsEventName>(name: N, params: ParamsSource<N>): void {
  if (typeof window === 'undefined') return;
  const pending: Pending = {
    name,
    params: params as ParamsSource<AnalyticsEventName>,
    at: Date.now(),
    context: contextOf?.() ?? NO_CONTEXT,
  };
  if (listener) {
    handOver(pending, listener);
    return;
  }
  waiting.push(pending);
  if (waiting.length > WAITING_MAX) waiting.shift();
}

/** Where events happen (the shopper's store, menu and order type, the page's route). */
export function setEventContext(source: () => EventContext): () => void {
  contextOf = source;
  return () => {
    if (contextOf === source) contextOf = null;
  };
}

/**
 * Connects the one listener, which takes the events `accepts` lets through; the events that
 * waited for it are handed over first. Those tracked before the context was known (the first
 * page's own effects run before the app's) take the context of now: the same page, in practice.
 */
export function connectListener(
  receive: EventListener,
  accepts: EventFilter = () => true,
): () => void {
  const connected = { receive, accepts };
  listener = connected;
  const held = waiting;
  waiting = [];
  const now = contextOf?.() ?? NO_CONTEXT;
  for (const pending of held) {
    handOver(pending.context === NO_CONTEXT ? { ...pending, context: now } : pending, connected);
  }
  return () => {
    if (listener === connected) listener = null;
  };
}
