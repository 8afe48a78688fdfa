import { SimulatedClock, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { AD_LOAD_TIMING, adLoadMachine, adLoadState } from './adLoad.machine';

/**
 * SimulatedClock fires only the timers that existed when increment() began, so a check that
 * schedules the next one needs the clock moved in steps no longer than the shortest delay.
 */
function advance(clock: SimulatedClock, ms: number) {
  for (let left = ms; left > 0; left -= 50) clock.increment(Math.min(50, left));
}

/** A widget whose marker appears at `renderedAt` ms (never when undefined). */
function start(renderedAt?: number) {
  const clock = new SimulatedClock();
  let probes = 0;
  const actor = createActor(adLoadMachine, {
    clock,
    input: {
      isRendered: () => {
        probes += 1;
        return renderedAt !== undefined && clock.now() >= renderedAt;
      },
    },
  });
  actor.start();
  const state = () => adLoadState(actor.getSnapshot().value);
  return {
    clock: { increment: (ms: number) => advance(clock, ms) },
    actor,
    state,
    probes: () => probes,
  };
}

describe('adLoad machine (spec 4.8, 9)', () => {
  it('starts LOADING and does not probe before the first 300 ms check', () => {
    const { clock, state, probes } = start(0);
    expect(state()).toBe('LOADING');
    clock.increment(AD_LOAD_TIMING.checkMs - 1);
    expect(state()).toBe('LOADING');
    expect(probes()).toBe(0);
  });

  it('LOADING → LOADED at the first check that finds the marker', () => {
    const { clock, state, probes } = start(1000);
    clock.increment(900);
    expect(state()).toBe('LOADING');
    expect(probes()).toBe(3);
    clock.increment(300);
    expect(state()).toBe('LOADED');
    expect(probes()).toBe(4);
  });

  it('checks every 300 ms while loading', () => {
    const { clock, actor, probes } = start(undefined);
    clock.increment(3000);
    expect(probes()).toBe(10);
    expect(actor.getSnapshot().context.checks).toBe(10);
  });

  it('LOADING → NOT_LOADED at 5000 ms without the marker, not a millisecond before', () => {
    const { clock, state } = start(undefined);
    clock.increment(AD_LOAD_TIMING.timeoutMs - 1);
    expect(state()).toBe('LOADING');
    clock.increment(1);
    expect(state()).toBe('NOT_LOADED');
  });

  it('a marker arriving after the timeout does not bring the widget back', () => {
    const { clock, state, probes } = start(6000);
    clock.increment(5000);
    expect(state()).toBe('NOT_LOADED');
    const probesAtTimeout = probes();
    clock.increment(5000);
    expect(state()).toBe('NOT_LOADED');
    expect(probes()).toBe(probesAtTimeout);
  });

  it('a marker found at 4800 ms wins over the 5000 ms timeout', () => {
    const { clock, state } = start(4800);
    clock.increment(4800);
    expect(state()).toBe('LOADED');
    clock.increment(1000);
    expect(state()).toBe('LOADED');
  });

  it('stops probing once LOADED', () => {
    const { clock, probes } = start(300);
    clock.increment(300);
    clock.increment(3000);
    expect(probes()).toBe(1);
  });

  it('stopping the actor (the widget unmounts) cancels the checks and the timeout', () => {
    const { clock, actor, probes } = start(undefined);
    clock.increment(600);
    actor.stop();
    clock.increment(10_000);
    expect(probes()).toBe(2);
    expect(actor.getSnapshot().status).toBe('stopped');
    expect(adLoadState(actor.getSnapshot().value)).toBe('LOADING');
  });
});
