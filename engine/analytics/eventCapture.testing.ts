// For tests: what the bus hands on, captured afresh for each test of the file that calls it.
import { afterEach, beforeEach } from 'vitest';
import { connectListener, type TrackedEvent } from './bus';

/** The events tracked in the current test, in order (the same array, emptied before each test). */
export function captureEvents(): TrackedEvent[] {
  const events: TrackedEvent[] = [];
  let disconnect = () => {};
  beforeEach(() => {
    events.length = 0;
    disconnect = connectListener((event) => events.push(event));
  });
  afterEach(() => disconnect());
  return events;
}
