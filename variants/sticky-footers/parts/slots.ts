import type { MouseEvent } from 'react';

/**
 * Items before and after the centre button. The left side takes the extra item of an odd count,
 * so four items split two and two around it, as the designs draw them.
 */
export function splitAroundCentre<T>(items: readonly T[]): { before: T[]; after: T[] } {
  const middle = Math.ceil(items.length / 2);
  return { before: items.slice(0, middle), after: items.slice(middle) };
}

/**
 * Only a plain left click navigates in this tab; a modified click opens a new tab, where a
 * spinner on this page would never stop.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
