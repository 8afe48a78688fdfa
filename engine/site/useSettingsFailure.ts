import { useEffect, useMemo, useState } from 'react';
import type { Diagnostic, SiteConfig } from '../../schemas';
import type { settingsFailure } from './settingsFailure';

type FailureModule = { settingsFailure: typeof settingsFailure };

let loaded: FailureModule | null = null;

/**
 * A failed settings load's configuration (the spec defaults) and diagnostic, null while the load
 * has not failed. The defaults are fetched only then: a working load never needs them (issue 13,
 * the home route's JavaScript). While they arrive the caller shows its skeleton; if they cannot
 * arrive either, the error reaches the app's error boundary rather than leaving a skeleton.
 */
export function useSettingsFailure(
  error: Error | null,
): { config: SiteConfig; diagnostic: Diagnostic } | null {
  const [module, setModule] = useState(loaded);
  const [importError, setImportError] = useState<unknown>(null);
  useEffect(() => {
    if (error === null || module !== null) return;
    let current = true;
    import('./settingsFailure').then(
      (found) => {
        loaded = found;
        if (current) setModule(found);
      },
      (problem: unknown) => {
        if (current) setImportError(problem);
      },
    );
    return () => {
      current = false;
    };
  }, [error, module]);
  if (importError !== null) throw importError;
  return useMemo(
    () => (error !== null && module !== null ? module.settingsFailure(error) : null),
    [error, module],
  );
}
