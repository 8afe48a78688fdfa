import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { parseSiteConfig, type Diagnostic } from '../../schemas';
import { useApiClient } from '../api/ApiClientProvider';
import { siteSettingsQuery } from '../api/queries';
import { AppSkeleton } from './AppSkeleton';
import { SiteConfigProvider } from './SiteConfigProvider';

/** Loads the CMS settings and parses them leniently. A failed load or an invalid payload still
 * renders the storefront on the spec's defaults, with diagnostics saying what happened. */
export function SiteLoader({ children }: { children: ReactNode }) {
  const query = useQuery(siteSettingsQuery(useApiClient()));
  const site = useMemo(() => {
    if (query.isError) {
      const failure: Diagnostic = {
        source: 'site configuration',
        path: '(request)',
        problem: `could not load the CMS settings: ${query.error.message}`,
        used: 'defaults',
      };
      const parsed = parseSiteConfig({});
      return { config: parsed.config, diagnostics: [failure] };
    }
    return query.data === undefined ? null : parseSiteConfig(query.data);
  }, [query.data, query.isError, query.error]);

  if (site === null) return <AppSkeleton />;
  return (
    <SiteConfigProvider config={site.config} diagnostics={site.diagnostics}>
      {children}
    </SiteConfigProvider>
  );
}
