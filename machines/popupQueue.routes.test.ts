import { describe, expect, it } from 'vitest';
import { campaign, start } from './popupQueueTestKit';

// The popup queue's showPopup flag and route changes (spec 4.9); timing rules are in
// popupQueue.machine.test.ts.

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
