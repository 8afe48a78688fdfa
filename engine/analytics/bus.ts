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

/** Events kept while no listener is connected (the first seconds of a visit); oldest dropped. */
export const WAITING_MAX = 100;

const NO_CONTEXT: EventContext = { store_id: '', menu_type: null, order_type: null, route: '' };

let waiting: TrackedEvent[] = [];
let listener: EventListener | null = null;
let contextOf: (() => EventContext) | null = null;

export function track<N extends AnalyticsEventName>(name: N, params: AnalyticsParams<N>): void {
  if (typeof window === 'undefined') return;
  // The union cannot be narrowed by a generic name; the parameters are checked at the call.
  const context = contextOf?.() ?? NO_CONTEXT;
  const event = { name, params, at: Date.now(), context } as TrackedEvent;
  if (listener) {
    listener(event);
    return;
  }
  waiting.push(event);
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
 * Connects the one listener; the events that waited for it are handed over first. Those tracked
 * before the context was known (the first page's own effects run before the app's) take the
 * context of now: the same page, in practice.
 */
export function connectListener(next: EventListener): () => void {
  listener = next;
  const held = waiting;
  waiting = [];
  const now = contextOf?.() ?? NO_CONTEXT;
  held.forEach((event) => next(event.context === NO_CONTEXT ? { ...event, context: now } : event));
  return () => {
    if (listener === next) listener = null;
  };
}
