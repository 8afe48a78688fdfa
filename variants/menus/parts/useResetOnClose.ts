import { useState } from 'react';

/**
 * View state that starts fresh with every opening of a drawer: a sub-menu or tab left open when
 * the drawer closed must not come back with the next opening. Reset during render, not in an
 * effect, so the stale value is never painted.
 */
export function useResetOnClose<T>(open: boolean, initial: T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(initial);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setValue(initial);
  }
  return [value, setValue];
}
