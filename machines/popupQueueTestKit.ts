/** Shared pieces of the popup-queue machine tests: campaigns, a simulated clock, a driven actor. */
import { SimulatedClock, createActor } from 'xstate';
import { PopupCampaignSchema, type PopupCampaign } from '../schemas';
import { popupQueueMachine } from './popupQueue.machine';

export function campaign(
  id: string,
  behavior: { time?: number; scroll?: number } = {},
): PopupCampaign {
  return PopupCampaignSchema.parse({
    _id: id,
    behavior: {
      timeOnPage: { enabled: behavior.time !== undefined, time: behavior.time ?? 0 },
      showOnScroll: { enabled: behavior.scroll !== undefined, position: behavior.scroll ?? 0 },
    },
  });
}

/** Re-armed delays need the clock moved in steps (SimulatedClock fires existing timers only). */
function advance(clock: SimulatedClock, ms: number) {
  for (let left = ms; left > 0; left -= 100) clock.increment(Math.min(100, left));
}

export function start(campaigns: PopupCampaign[], showPopup = true, onPageMs = 0) {
  const clock = new SimulatedClock();
  const actor = createActor(popupQueueMachine, {
    clock,
    input: { campaigns, showPopup, onPageMs },
  });
  actor.start();
  return {
    actor,
    wait: (ms: number) => advance(clock, ms),
    shown: () => actor.getSnapshot().context.current?._id ?? null,
    state: () => actor.getSnapshot().value,
    queue: () => actor.getSnapshot().context.queue.map((c) => c._id),
    scroll: (percent: number) => actor.send({ type: 'SCROLL', percent }),
    close: () => actor.send({ type: 'CLOSED' }),
    route: (next: PopupCampaign[]) => actor.send({ type: 'ROUTE_CHANGED', campaigns: next }),
    flag: (value: boolean) => actor.send({ type: 'SET_SHOW_POPUP', showPopup: value }),
    pageTime: (onPageMs: number) => actor.send({ type: 'PAGE_TIME', onPageMs }),
  };
}
