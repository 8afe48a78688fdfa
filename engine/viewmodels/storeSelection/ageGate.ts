import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { browserSessionStorage } from '../../stores/storage';

/** The age gate is the customer-choice page (spec 2.1: age and menu choice). */
export const AGE_GATE_PATH = '/customer-choice';

/** Session storage, not local: spec 4.6 asks whether the gate was visited "in this session". */
const KEY = 'ageGateVisited';

function readVisited(): boolean {
  try {
    return browserSessionStorage()?.getItem(KEY) === 'true';
  } catch {
    // Storage can be blocked (private modes); then no visit is known.
    return false;
  }
}

/** Whether the age gate was visited in this browser session; marks it while the shopper is there. */
export function useAgeGateVisited(): boolean {
  const { pathname } = useLocation();
  const onGate = pathname === AGE_GATE_PATH;
  useEffect(() => {
    if (!onGate) return;
    try {
      browserSessionStorage()?.setItem(KEY, 'true');
    } catch {
      // Without storage the visit counts only while the shopper stays on the gate.
    }
  }, [onGate]);
  // Read on each render: the mark written above is seen on the next page.
  return onGate || readVisited();
}
