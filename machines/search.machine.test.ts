import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { SEARCH_TIMING, searchMachine, type SearchInput } from './search.machine';

function start(input: SearchInput = {}) {
  const clock = new SimulatedClock();
  const focusInput = vi.fn();
  const blurInput = vi.fn();
  const actor = createActor(searchMachine.provide({ actions: { focusInput, blurInput } }), {
    input,
    clock,
  }).start();
  const context = () => actor.getSnapshot().context;
  return { actor, clock, focusInput, blurInput, context };
}

describe('search machine: debounce', () => {
  it('sends the trimmed term only after the debounce of the last keystroke', () => {
    const { actor, clock, context } = start();
    actor.send({ type: 'TYPE', term: 'b' });
    clock.increment(SEARCH_TIMING.debounceMs - 1);
    actor.send({ type: 'TYPE', term: 'bl ' });
    clock.increment(SEARCH_TIMING.debounceMs - 1);
    expect(context()).toMatchObject({ term: 'bl ', queryTerm: '' });
    clock.increment(1);
    expect(context().queryTerm).toBe('bl');
  });

  it('Enter sends the term at once', () => {
    const { actor, context } = start();
    actor.send({ type: 'TYPE', term: 'gummies' });
    actor.send({ type: 'SUBMIT' });
    expect(context().queryTerm).toBe('gummies');
  });

  it('starts from a term already in place', () => {
    expect(start({ term: ' kush ' }).context()).toMatchObject({
      term: ' kush ',
      queryTerm: 'kush',
    });
  });
});

describe('search machine: "no results" after 700 ms of non-empty input', () => {
  it.each([
    ['a non-empty term, 699 ms', 'xyz', SEARCH_TIMING.noResultsMs - 1, false],
    ['a non-empty term, 700 ms', 'xyz', SEARCH_TIMING.noResultsMs, true],
    ['an empty term, however long', '', 10_000, false],
    ['spaces only, however long', '   ', 10_000, false],
  ])('%s', (_, term, elapsed, allowed) => {
    const { actor, clock, context } = start();
    actor.send({ type: 'TYPE', term });
    clock.increment(elapsed);
    expect(context().noResultsAllowed).toBe(allowed);
  });

  it('each keystroke withdraws it and restarts the 700 ms', () => {
    const { actor, clock, context } = start();
    actor.send({ type: 'TYPE', term: 'xy' });
    clock.increment(SEARCH_TIMING.noResultsMs);
    expect(context().noResultsAllowed).toBe(true);
    actor.send({ type: 'TYPE', term: 'xyz' });
    expect(context().noResultsAllowed).toBe(false);
    clock.increment(SEARCH_TIMING.noResultsMs - 1);
    expect(context().noResultsAllowed).toBe(false);
    clock.increment(1);
    expect(context().noResultsAllowed).toBe(true);
  });
});

describe('search machine: focus and blur', () => {
  it('focuses the input 2 s after opening, not before', () => {
    const { actor, clock, focusInput } = start();
    actor.send({ type: 'OPEN' });
    clock.increment(SEARCH_TIMING.focusMs - 1);
    expect(focusInput).not.toHaveBeenCalled();
    clock.increment(1);
    expect(focusInput).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ visibility: { open: 'ready' } })).toBe(true);
  });

  it('blurs the input 2 s after closing', () => {
    const { actor, clock, blurInput } = start();
    actor.send({ type: 'OPEN' });
    clock.increment(SEARCH_TIMING.focusMs);
    actor.send({ type: 'CLOSE' });
    clock.increment(SEARCH_TIMING.focusMs - 1);
    expect(blurInput).not.toHaveBeenCalled();
    clock.increment(1);
    expect(blurInput).toHaveBeenCalledTimes(1);
  });

  it('closing before the focus is due cancels it', () => {
    const { actor, clock, focusInput } = start();
    actor.send({ type: 'OPEN' });
    clock.increment(1000);
    actor.send({ type: 'CLOSE' });
    clock.increment(5000);
    expect(focusInput).not.toHaveBeenCalled();
  });

  it('reopening before the blur is due cancels it', () => {
    const { actor, clock, blurInput, focusInput } = start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CLOSE' });
    clock.increment(1000);
    actor.send({ type: 'OPEN' });
    clock.increment(SEARCH_TIMING.focusMs);
    expect(blurInput).not.toHaveBeenCalled();
    expect(focusInput).toHaveBeenCalledTimes(1);
  });
});

describe('search machine: the view hears focus and blur as emitted events', () => {
  it('emits focusInput 2 s after opening and blurInput 2 s after closing', () => {
    const clock = new SimulatedClock();
    const actor = createActor(searchMachine, { input: {}, clock }).start();
    const heard: string[] = [];
    actor.on('focusInput', (event) => heard.push(event.type));
    actor.on('blurInput', (event) => heard.push(event.type));
    actor.send({ type: 'OPEN' });
    clock.increment(SEARCH_TIMING.focusMs);
    actor.send({ type: 'CLOSE' });
    clock.increment(SEARCH_TIMING.focusMs);
    expect(heard).toEqual(['focusInput', 'blurInput']);
  });
});
