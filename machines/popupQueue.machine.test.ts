import { SimulatedClock, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { PopupCampaignSchema, type PopupCampaign } from '../schemas';
import { campaignDelayMs, popupQueueMachine } from './popupQueue.machine';

function campaign(id: string, behavior: { time?: number; scroll?: number } = {}): PopupCampaign {
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

function start(campaigns: PopupCampaign[], showPopup = true, onPageMs = 0) {
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
  };
}

describe('popupQueue machine (spec 4.9)', () => {
  it('shows a timeOnPage campaign after its time, not a millisecond before', () => {
    const { wait, shown } = start([campaign('welcome', { time: 3 })]);
    wait(2999);
    expect(shown()).toBeNull();
    wait(1);
    expect(shown()).toBe('welcome');
  });

  it('counts time on page from the page start, then full delays after each close', () => {
    const { actor, wait, shown } = start(
      [campaign('a', { time: 3 }), campaign('b', { time: 2 })],
      true,
      1200,
    );
    wait(1799);
    expect(shown()).toBeNull();
    wait(1);
    expect(shown()).toBe('a');
    actor.send({ type: 'CLOSED' });
    wait(1999);
    expect(shown()).toBeNull();
    wait(1);
    expect(shown()).toBe('b');
  });

  it('shows at once when the page has been open longer than the delay', () => {
    const { shown } = start([campaign('a', { time: 3 })], true, 5000);
    expect(shown()).toBe('a');
  });

  it('shows a campaign without timing conditions at once', () => {
    const { shown } = start([campaign('bar')]);
    expect(shown()).toBe('bar');
  });

  it('waits for the scroll position of a showOnScroll campaign', () => {
    const { actor, wait, shown, state } = start([campaign('scroll', { scroll: 40 })]);
    wait(10_000);
    expect(state()).toBe('waitingForScroll');
    actor.send({ type: 'SCROLL', percent: 39 });
    expect(shown()).toBeNull();
    actor.send({ type: 'SCROLL', percent: 40 });
    expect(shown()).toBe('scroll');
  });

  it('with both, starts the delay only once the scroll threshold is reached', () => {
    const { actor, wait, shown } = start([campaign('both', { scroll: 40, time: 2 })]);
    wait(5000);
    actor.send({ type: 'SCROLL', percent: 50 });
    wait(1999);
    expect(shown()).toBeNull();
    wait(1);
    expect(shown()).toBe('both');
  });

  it('shows campaigns one after another, each after its own delay once the previous closes', () => {
    const { actor, wait, shown } = start([campaign('a', { time: 1 }), campaign('b', { time: 2 })]);
    wait(1000);
    expect(shown()).toBe('a');
    wait(10_000);
    expect(shown()).toBe('a');
    actor.send({ type: 'CLOSED' });
    expect(shown()).toBeNull();
    wait(1999);
    expect(shown()).toBeNull();
    wait(1);
    expect(shown()).toBe('b');
    actor.send({ type: 'CLOSED' });
    wait(60_000);
    expect(shown()).toBeNull();
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('shows nothing while showPopup is off, and starts the wait when it turns on', () => {
    const { actor, wait, shown } = start([campaign('a', { time: 1 })], false);
    wait(5000);
    expect(shown()).toBeNull();
    actor.send({ type: 'SET_SHOW_POPUP', showPopup: true });
    wait(999);
    expect(shown()).toBeNull();
    wait(1);
    expect(shown()).toBe('a');
  });

  it('stays idle with an empty queue', () => {
    const { wait, state } = start([]);
    wait(10_000);
    expect(state()).toBe('idle');
  });

  it('on a route change, replaces the queue and starts the wait over', () => {
    const { actor, wait, shown } = start([campaign('home', { time: 3 })]);
    wait(2000);
    actor.send({ type: 'ROUTE_CHANGED', campaigns: [campaign('deals', { time: 1 })] });
    wait(999);
    expect(shown()).toBeNull();
    wait(1);
    expect(shown()).toBe('deals');
  });

  it('keeps the campaign on screen through a route change and queues the new page after it', () => {
    const { actor, wait, shown } = start([campaign('a')]);
    expect(shown()).toBe('a');
    actor.send({ type: 'ROUTE_CHANGED', campaigns: [campaign('a'), campaign('b', { time: 1 })] });
    expect(shown()).toBe('a');
    actor.send({ type: 'CLOSED' });
    wait(1000);
    expect(shown()).toBe('b');
  });

  it('resets the scroll position on a route change', () => {
    const { actor, wait, shown } = start([campaign('x', { time: 60 })]);
    actor.send({ type: 'SCROLL', percent: 80 });
    actor.send({ type: 'ROUTE_CHANGED', campaigns: [campaign('s', { scroll: 50 })] });
    wait(1000);
    expect(shown()).toBeNull();
    actor.send({ type: 'SCROLL', percent: 55 });
    expect(shown()).toBe('s');
  });

  it('stops its timers with the actor', () => {
    const { actor, wait, shown } = start([campaign('a', { time: 1 })]);
    actor.stop();
    wait(5000);
    expect(shown()).toBeNull();
  });
});

describe('campaignDelayMs', () => {
  it('is the timeOnPage time in ms when enabled, else 0', () => {
    expect(campaignDelayMs(campaign('a', { time: 3 }))).toBe(3000);
    expect(campaignDelayMs(campaign('b'))).toBe(0);
    expect(campaignDelayMs(undefined)).toBe(0);
  });
});
