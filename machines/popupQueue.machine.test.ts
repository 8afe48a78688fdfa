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
    queue: () => actor.getSnapshot().context.queue.map((c) => c._id),
    scroll: (percent: number) => actor.send({ type: 'SCROLL', percent }),
    close: () => actor.send({ type: 'CLOSED' }),
    route: (next: PopupCampaign[]) => actor.send({ type: 'ROUTE_CHANGED', campaigns: next }),
    flag: (value: boolean) => actor.send({ type: 'SET_SHOW_POPUP', showPopup: value }),
    pageTime: (onPageMs: number) => actor.send({ type: 'PAGE_TIME', onPageMs }),
  };
}

describe('popupQueue: timeOnPage (spec 4.9)', () => {
  it('shows a campaign after its time, not a millisecond before', () => {
    const { wait, shown, state } = start([campaign('welcome', { time: 3 })]);
    expect(state()).toBe('delaying');
    wait(2999);
    expect(shown()).toBeNull();
    wait(1);
    expect(shown()).toBe('welcome');
    expect(state()).toBe('showing');
  });

  it('shows a campaign without timing conditions at once', () => {
    const { shown, state } = start([campaign('bar')]);
    expect(shown()).toBe('bar');
    expect(state()).toBe('showing');
  });

  it('shows a timeOnPage of 0 seconds at once', () => {
    expect(start([campaign('zero', { time: 0 })]).shown()).toBe('zero');
  });

  it('ignores a negative time', () => {
    expect(start([campaign('odd', { time: -5 })]).shown()).toBe('odd');
  });

  it('ignores the time when timeOnPage is off', () => {
    const off = PopupCampaignSchema.parse({
      _id: 'off',
      behavior: { timeOnPage: { enabled: false, time: 30 } },
    });
    expect(start([off]).shown()).toBe('off');
  });

  it('counts time on page from the page start for the first campaign', () => {
    const { wait, shown } = start([campaign('a', { time: 3 })], true, 1200);
    wait(1799);
    expect(shown()).toBeNull();
    wait(1);
    expect(shown()).toBe('a');
  });

  it('shows at once when the page has been open as long as the delay, or longer', () => {
    expect(start([campaign('a', { time: 3 })], true, 3000).shown()).toBe('a');
    expect(start([campaign('b', { time: 3 })], true, 5000).shown()).toBe('b');
  });

  it('treats a negative time on page as none', () => {
    const { wait, shown } = start([campaign('a', { time: 1 })], true, -500);
    wait(999);
    expect(shown()).toBeNull();
    wait(1);
    expect(shown()).toBe('a');
  });
});

describe('popupQueue: the time on page read as the host starts (spec 4.9)', () => {
  it('takes it off the running wait, counted from the page start', () => {
    const { wait, shown, pageTime } = start([campaign('a', { time: 3 })], true, 1000);
    wait(200);
    // The host mounted 700 ms after its input was read: the page has been open 1900 ms.
    pageTime(1900);
    wait(1099);
    expect(shown()).toBeNull();
    wait(1);
    expect(shown()).toBe('a');
  });

  it('shows at once when the page has been open as long as the delay', () => {
    const { shown, pageTime } = start([campaign('a', { time: 3 })], true, 1000);
    pageTime(3200);
    expect(shown()).toBe('a');
  });

  it('is kept while showPopup is off, for the wait that starts when it turns on', () => {
    const { wait, shown, flag, pageTime } = start([campaign('a', { time: 3 })], false);
    pageTime(2000);
    flag(true);
    wait(999);
    expect(shown()).toBeNull();
    wait(1);
    expect(shown()).toBe('a');
  });

  it('changes nothing once the count started over: a new page, a threshold, a shown campaign', () => {
    const routed = start([campaign('a', { time: 3 })]);
    routed.route([campaign('b', { time: 3 })]);
    routed.pageTime(2500);
    routed.wait(2999);
    expect(routed.shown()).toBeNull();

    const scrolled = start([campaign('a', { time: 3, scroll: 40 })]);
    scrolled.scroll(50);
    scrolled.pageTime(2500);
    scrolled.wait(2999);
    expect(scrolled.shown()).toBeNull();

    const next = start([campaign('a'), campaign('b', { time: 3 })]);
    next.close();
    next.pageTime(2500);
    next.wait(2999);
    expect(next.shown()).toBeNull();
    next.wait(1);
    expect(next.shown()).toBe('b');
  });
});

describe('popupQueue: showOnScroll (spec 4.9)', () => {
  it('waits for the scroll percentage to reach the position, however long it takes', () => {
    const { wait, shown, state, scroll } = start([campaign('scroll', { scroll: 40 })]);
    wait(60_000);
    expect(state()).toBe('waitingForScroll');
    scroll(39);
    expect(shown()).toBeNull();
    expect(state()).toBe('waitingForScroll');
    scroll(40);
    expect(shown()).toBe('scroll');
  });

  it('shows once a jump passes the position', () => {
    const { shown, scroll } = start([campaign('scroll', { scroll: 40 })]);
    scroll(250);
    expect(shown()).toBe('scroll');
  });

  it('shows a position of 0 at once', () => {
    expect(start([campaign('top', { scroll: 0 })]).shown()).toBe('top');
  });

  it('needs the page scrolled all the way for a position above 100', () => {
    const { shown, scroll } = start([campaign('far', { scroll: 150 })]);
    scroll(100);
    expect(shown()).toBeNull();
  });

  it('ignores a scroll percentage that cannot be read', () => {
    const { shown, scroll, actor } = start([campaign('scroll', { scroll: 40 })]);
    scroll(30);
    scroll(Number.NaN);
    expect(shown()).toBeNull();
    expect(actor.getSnapshot().context.scrollPercent).toBe(30);
  });

  it('remembers a scroll made before the campaign was next', () => {
    const { shown, scroll, close } = start([campaign('a'), campaign('b', { scroll: 40 })]);
    scroll(60);
    close();
    expect(shown()).toBe('b');
  });
});

describe('popupQueue: both conditions (spec 4.9)', () => {
  it('starts the delay only once the scroll threshold is reached', () => {
    const { wait, shown, state, scroll } = start([campaign('both', { scroll: 40, time: 2 })]);
    wait(5000);
    expect(state()).toBe('waitingForScroll');
    scroll(50);
    expect(state()).toBe('delaying');
    wait(1999);
    expect(shown()).toBeNull();
    wait(1);
    expect(shown()).toBe('both');
  });

  it('does not count time on page before the threshold against the delay', () => {
    const { wait, shown, scroll } = start([campaign('both', { scroll: 40, time: 2 })], true, 1500);
    scroll(40);
    wait(1999);
    expect(shown()).toBeNull();
    wait(1);
    expect(shown()).toBe('both');
  });

  it('keeps the running delay when the shopper scrolls back up', () => {
    const { wait, shown, scroll } = start([campaign('both', { scroll: 40, time: 2 })]);
    scroll(50);
    wait(1000);
    scroll(0);
    wait(1000);
    expect(shown()).toBe('both');
  });
});

describe('popupQueue: one after another (spec 4.9)', () => {
  it('shows campaigns in order, each after its own delay once the previous closes', () => {
    const { wait, shown, close, state } = start([
      campaign('a', { time: 1 }),
      campaign('b', { time: 2 }),
    ]);
    wait(1000);
    expect(shown()).toBe('a');
    wait(10_000);
    expect(shown()).toBe('a');
    close();
    expect(shown()).toBeNull();
    wait(1999);
    expect(shown()).toBeNull();
    wait(1);
    expect(shown()).toBe('b');
    close();
    wait(60_000);
    expect(shown()).toBeNull();
    expect(state()).toBe('idle');
  });

  it('gives the next campaign its whole delay after a time-on-page head start', () => {
    const { wait, shown, close } = start(
      [campaign('a', { time: 3 }), campaign('b', { time: 2 })],
      true,
      1200,
    );
    wait(1800);
    expect(shown()).toBe('a');
    close();
    wait(1999);
    expect(shown()).toBeNull();
    wait(1);
    expect(shown()).toBe('b');
  });

  it('shows the next campaign at once when it has no conditions', () => {
    const { shown, close, queue } = start([campaign('a'), campaign('b')]);
    expect(shown()).toBe('a');
    expect(queue()).toEqual(['b']);
    close();
    expect(shown()).toBe('b');
    expect(queue()).toEqual([]);
  });

  it('ignores CLOSED while nothing is shown', () => {
    const { wait, shown, close, state } = start([campaign('a', { time: 1 }), campaign('b')]);
    close();
    expect(state()).toBe('delaying');
    wait(1000);
    expect(shown()).toBe('a');
  });
});

describe('popupQueue: showPopup and the queue (spec 4.9)', () => {
  it('stays idle with an empty queue', () => {
    const { wait, state, shown } = start([]);
    wait(10_000);
    expect(state()).toBe('idle');
    expect(shown()).toBeNull();
  });

  it('shows nothing while showPopup is off, and starts the wait when it turns on', () => {
    const { wait, shown, state, flag } = start([campaign('a', { time: 1 })], false);
    wait(5000);
    expect(state()).toBe('idle');
    expect(shown()).toBeNull();
    flag(true);
    wait(999);
    expect(shown()).toBeNull();
    wait(1);
    expect(shown()).toBe('a');
  });

  it('stops a running delay when showPopup turns off, and starts it over when it turns on', () => {
    const { wait, shown, state, flag } = start([campaign('a', { time: 2 })]);
    wait(1500);
    flag(false);
    expect(state()).toBe('idle');
    wait(5000);
    expect(shown()).toBeNull();
    flag(true);
    wait(1999);
    expect(shown()).toBeNull();
    wait(1);
    expect(shown()).toBe('a');
  });

  it('does not restart a running delay when the same showPopup value comes again', () => {
    const { wait, shown, flag } = start([campaign('a', { time: 2 })]);
    wait(1500);
    flag(true);
    wait(500);
    expect(shown()).toBe('a');
  });

  it('waits for scroll again after showPopup comes back on', () => {
    const { shown, flag, scroll } = start([campaign('s', { scroll: 40 })]);
    flag(false);
    scroll(80);
    expect(shown()).toBeNull();
    flag(true);
    expect(shown()).toBe('s');
  });

  it('leaves the campaign on screen when showPopup turns off, and holds the next one', () => {
    const { wait, shown, close, flag, state } = start([campaign('a'), campaign('b')]);
    flag(false);
    expect(shown()).toBe('a');
    close();
    wait(5000);
    expect(state()).toBe('idle');
    expect(shown()).toBeNull();
    flag(true);
    expect(shown()).toBe('b');
  });
});

describe('popupQueue: route changes (spec 4.9)', () => {
  it('replaces the queue and starts the wait over', () => {
    const { wait, shown, route, queue } = start([campaign('home', { time: 3 })]);
    wait(2000);
    route([campaign('deals', { time: 1 })]);
    expect(queue()).toEqual(['deals']);
    wait(999);
    expect(shown()).toBeNull();
    wait(1);
    expect(shown()).toBe('deals');
  });

  it('drops a pending campaign the new page does not list', () => {
    const { wait, shown, route, state } = start([campaign('home', { time: 3 })]);
    wait(2000);
    route([]);
    expect(state()).toBe('idle');
    wait(10_000);
    expect(shown()).toBeNull();
  });

  it('starts the full delay over for a campaign both pages list', () => {
    const { wait, shown, route } = start([campaign('all', { time: 3 })]);
    wait(2500);
    route([campaign('all', { time: 3 })]);
    wait(2999);
    expect(shown()).toBeNull();
    wait(1);
    expect(shown()).toBe('all');
  });

  it('ignores the time on page of the first page after a route change', () => {
    const { wait, shown, route } = start([campaign('a', { time: 60 })], true, 2000);
    route([campaign('b', { time: 3 })]);
    wait(2999);
    expect(shown()).toBeNull();
    wait(1);
    expect(shown()).toBe('b');
  });

  it('leaves the scroll wait for the new page', () => {
    const { shown, route, scroll, state } = start([campaign('s', { scroll: 40 })]);
    scroll(20);
    route([campaign('t')]);
    expect(state()).toBe('showing');
    expect(shown()).toBe('t');
  });

  it('starts the new page at its top', () => {
    const { wait, shown, route, scroll } = start([campaign('x', { time: 60 })]);
    scroll(80);
    route([campaign('s', { scroll: 50 })]);
    wait(1000);
    expect(shown()).toBeNull();
    scroll(55);
    expect(shown()).toBe('s');
  });

  it('brings a page with campaigns out of idle', () => {
    const { shown, route, state } = start([]);
    expect(state()).toBe('idle');
    route([campaign('a')]);
    expect(shown()).toBe('a');
  });

  it('keeps the campaign on screen and queues the new page after it, without it', () => {
    const { wait, shown, route, close, queue } = start([campaign('a'), campaign('old')]);
    expect(shown()).toBe('a');
    route([campaign('a'), campaign('b', { time: 1 })]);
    expect(shown()).toBe('a');
    expect(queue()).toEqual(['b']);
    close();
    wait(999);
    expect(shown()).toBeNull();
    wait(1);
    expect(shown()).toBe('b');
  });

  it('needs the new page scrolled for the next campaign after a change while one shows', () => {
    const { shown, route, close, scroll } = start([campaign('a')]);
    scroll(90);
    route([campaign('s', { scroll: 50 })]);
    close();
    expect(shown()).toBeNull();
    scroll(50);
    expect(shown()).toBe('s');
  });
});

describe('popupQueue: lifecycle', () => {
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
    expect(campaignDelayMs(campaign('b', { time: 0.5 }))).toBe(500);
    expect(campaignDelayMs(campaign('c', { time: -1 }))).toBe(0);
    expect(campaignDelayMs(campaign('d'))).toBe(0);
    expect(campaignDelayMs(undefined)).toBe(0);
  });
});
