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

  it('typing while open keeps the focus timing (a keystroke used to reset the whole machine)', () => {
    const { actor, clock, focusInput, blurInput } = start();
    actor.send({ type: 'OPEN' });
    clock.increment(1000);
    actor.send({ type: 'TYPE', term: 'b' });
    clock.increment(SEARCH_TIMING.focusMs - 1000);
    expect(focusInput).toHaveBeenCalledTimes(1);
    actor.send({ type: 'CLOSE' });
    clock.increment(SEARCH_TIMING.focusMs);
    expect(blurInput).toHaveBeenCalledTimes(1);
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

describe('search machine: the desktop suggestion list (ARIA combobox)', () => {
  const options = ['suggestion-0', 'suggestion-1', 'brand-0', 'see-all'] as const;
  const list = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().value;

  it('a typed term shows the list from the input; an emptied field hides it', () => {
    const { actor, context } = start();
    actor.send({ type: 'TYPE', term: 'blue' });
    expect(list(actor)).toMatchObject({ list: 'shown' });
    expect(context().activeOption).toBeNull();
    actor.send({ type: 'TYPE', term: '  ' });
    expect(list(actor)).toMatchObject({ list: 'hidden' });
  });

  it.each([
    ['ArrowDown from the input', null, 1, 'suggestion-0'],
    ['ArrowDown', 'suggestion-0', 1, 'suggestion-1'],
    ['ArrowDown on the last option wraps', 'see-all', 1, 'suggestion-0'],
    ['ArrowUp from the input', null, -1, 'see-all'],
    ['ArrowUp on the first option wraps', 'suggestion-0', -1, 'see-all'],
    ['an option no longer listed, ArrowDown', 'product-7', 1, 'suggestion-0'],
  ] as const)('%s', (_, from, step, to) => {
    const { actor, context } = start();
    actor.send({ type: 'TYPE', term: 'blue' });
    if (from !== null) {
      // Walk to `from` (or, for an unlisted one, to an option of an older list).
      const walk = options.includes(from as (typeof options)[number]) ? options : [from];
      while (context().activeOption !== from)
        actor.send({ type: 'LIST.MOVE', step: 1, options: walk });
    }
    actor.send({ type: 'LIST.MOVE', step, options });
    expect(context().activeOption).toBe(to);
  });

  it('arrows over an empty list change nothing', () => {
    const { actor, context } = start();
    actor.send({ type: 'TYPE', term: 'zzz' });
    actor.send({ type: 'LIST.MOVE', step: 1, options: [] });
    expect(context().activeOption).toBeNull();
  });

  it('a keystroke goes back to the input', () => {
    const { actor, context } = start();
    actor.send({ type: 'TYPE', term: 'blu' });
    actor.send({ type: 'LIST.MOVE', step: 1, options });
    actor.send({ type: 'TYPE', term: 'blue' });
    expect(context().activeOption).toBeNull();
    expect(list(actor)).toMatchObject({ list: 'shown' });
  });

  it('Escape hides the list and forgets the active option but keeps the term', () => {
    const { actor, context } = start();
    actor.send({ type: 'TYPE', term: 'blue' });
    actor.send({ type: 'LIST.MOVE', step: 1, options });
    actor.send({ type: 'LIST.DISMISS' });
    expect(list(actor)).toMatchObject({ list: 'hidden' });
    expect(context()).toMatchObject({ term: 'blue', activeOption: null });
  });

  it('focus, or ArrowDown, shows the list again only when there is a term', () => {
    const { actor } = start();
    actor.send({ type: 'LIST.SHOW' });
    actor.send({ type: 'LIST.MOVE', step: 1, options });
    expect(list(actor)).toMatchObject({ list: 'hidden' });
    actor.send({ type: 'TYPE', term: 'blue' });
    actor.send({ type: 'LIST.DISMISS' });
    actor.send({ type: 'LIST.MOVE', step: 1, options });
    expect(list(actor)).toMatchObject({ list: 'shown' });
    actor.send({ type: 'LIST.DISMISS' });
    actor.send({ type: 'LIST.SHOW' });
    expect(list(actor)).toMatchObject({ list: 'shown' });
  });

  it('the first ArrowDown of a hidden list only shows it', () => {
    const { actor, context } = start({ term: 'blue' });
    actor.send({ type: 'LIST.MOVE', step: 1, options });
    expect(context().activeOption).toBeNull();
  });

  it('Enter hides the list', () => {
    const { actor } = start();
    actor.send({ type: 'TYPE', term: 'blue' });
    actor.send({ type: 'SUBMIT' });
    expect(list(actor)).toMatchObject({ list: 'hidden' });
  });
});
