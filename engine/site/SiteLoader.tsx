import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useApiClient } from '../api/ApiClientProvider';
import { siteSettingsQuery } from '../api/queries';
import { reportDiagnosticOnce } from '../stores/diagnosticsLog';
import { AppSkeleton } from './AppSkeleton';
import { SiteConfigProvider } from './SiteConfigProvider';
import { useSettingsFailure } from './useSettingsFailure';

/** Loads the CMS settings, parsed leniently by their query. A failed or timed-out load or an invalid
 * payload still renders the storefront on the spec's defaults, with diagnostics saying what
 * happened (the settings call has its own short deadline, engine/api/deadlines.ts). */
export function SiteLoader({ children }: { children: ReactNode }) {
  const query = useQuery(siteSettingsQuery(useApiClient()));
  const failure = useSettingsFailure(query.isError ? query.error : null);
  const site = useMemo(() => {
    if (failure !== null) return { config: failure.config, diagnostics: [] };
    return query.data ?? null;
  }, [failure, query.data]);

  useEffect(() => {
    if (failure !== null) reportDiagnosticOnce(failure.diagnostic);
  }, [failure]);

  if (site === null) return <AppSkeleton />;
  return (
    <SiteConfigProvider config={site.config} diagnostics={site.diagnostics}>
      {children}
    </SiteConfigProvider>
  );
}
