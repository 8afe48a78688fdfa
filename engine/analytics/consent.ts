/**
 * The shopper's answer to the consent banner, remembered in local storage under `consent`. Not a
 * secret (it says only what the shopper chose), so script-readable storage is right for it. A
 * value that is not one this code wrote is ignored: the shopper is simply asked again.
 */
import { browserStorage } from '../stores/storage';

export const CONSENT_KEY = 'consent';

export type ConsentChoice = 'accepted' | 'declined';
/** `unanswered`: the banner has not been answered (or the stored answer could not be read). */
export type ConsentState = ConsentChoice | 'unanswered';

type Stored = { choice: ConsentChoice; at: string };

function readStored(raw: string | null): ConsentState {
  if (raw === null) return 'unanswered';
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || !('choice' in value)) return 'unanswered';
    const { choice } = value;
    return choice === 'accepted' || choice === 'declined' ? choice : 'unanswered';
  } catch {
    return 'unanswered';
  }
}

const listeners = new Set<() => void>();
let current: ConsentState | null = null;

/** The shopper's answer (browser only; the server never knows it, so pages stay cacheable). */
export function consentState(): ConsentState {
  if (current === null) {
    let raw: string | null = null;
    try {
      raw = browserStorage()?.getItem(CONSENT_KEY) ?? null;
    } catch {
      // Storage blocked: asked every visit, which is the safe side.
    }
    current = readStored(raw);
  }
  return current;
}

export function answerConsent(choice: ConsentChoice, now = new Date()): void {
  current = choice;
  const stored: Stored = { choice, at: now.toISOString() };
  try {
    browserStorage()?.setItem(CONSENT_KEY, JSON.stringify(stored));
  } catch {
    // Not remembered: the answer holds for this page, and the banner asks again next visit.
  }
  listeners.forEach((listener) => listener());
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Another tab answered: its `storage` event says so. */
export function consentChangedElsewhere(key: string | null): void {
  if (key !== CONSENT_KEY && key !== null) return;
  current = null;
  listeners.forEach((listener) => listener());
}
