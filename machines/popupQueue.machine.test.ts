import { describe, expect, it } from 'vitest';
import { PopupCampaignSchema } from '../schemas';
import { campaignDelayMs } from './popupQueue.machine';
import { campaign, start } from './popupQueueTestKit';

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
