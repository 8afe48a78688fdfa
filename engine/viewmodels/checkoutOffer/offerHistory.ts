import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The offer modal is open while the current history entry says so. Opening pushes an entry (same
 * URL, marked state), so browser back closes it (spec 4.7) and a reload keeps it where it was.
 */
const MARK = 'checkoutOffer';

export function isOfferOpen(state: unknown): boolean {
  return typeof state === 'object' && state !== null && MARK in state && state[MARK] === true;
}

export function withOfferOpen(state: unknown): Record<string, unknown> {
  const base = typeof state === 'object' && state !== null ? state : {};
  return { ...base, [MARK]: true };
}

export function useIsOfferOpen(): boolean {
  return isOfferOpen(useLocation().state);
}

/** Pushes the marked entry over the current page. */
export function useOpenCheckoutOffer(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (isOfferOpen(location.state)) return;
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { state: withOfferOpen(location.state) },
    );
  }, [navigate, location]);
}
