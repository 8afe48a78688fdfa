import { useEffect, useMemo, useState } from 'react';
import type { Diagnostic, SiteConfig } from '../../schemas';
import type { settingsFailure } from './settingsFailure';

type FailureModule = { settingsFailure: typeof settingsFailure };

let loaded: FailureModule | null = null;

/** A download of the defaults that failed is tried again after this long. */
const RETRY_MS = 3_000;

/**
 * A failed settings load's configuration (the spec defaults) and diagnostic, null while the load
 * has not failed. The defaults are fetched only then: a working load never needs them (kept out of
 * the home route's JavaScript). While they arrive the caller shows its skeleton; a download that
 * fails too (the shopper is offline) is tried again every few seconds, so the storefront appears
 * as soon as the connection is back.
 */
export function useSettingsFailure(
  error: Error | null,
): { config: SiteConfig; diagnostic: Diagnostic } | null {
  const [module, setModule] = useState(loaded);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (error === null || module !== null) return;
    let current = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    import('./settingsFailure').then(
      (found) => {
        loaded = found;
        if (current) setModule(found);
      },
      () => {
        if (current) retry = setTimeout(() => setAttempt((count) => count + 1), RETRY_MS);
      },
    );
    return () => {
      current = false;
      clearTimeout(retry);
    };
  }, [error, module, attempt]);
  return useMemo(
    () => (error !== null && module !== null ? module.settingsFailure(error) : null),
    [error, module],
  );
}
