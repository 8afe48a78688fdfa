import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Diagnostic, SiteConfig } from '../../schemas';
import { NO_SITE_CONFIG, SiteSlicesProvider } from './siteSlices';

export { useLayoutChoice, useSiteSettings } from './siteSlices';

type SiteState = {
  config: SiteConfig;
  /** Schema diagnostics of the current configuration: what was wrong and what was used instead. */
  diagnostics: readonly Diagnostic[];
};

const SiteContext = createContext<SiteState | typeof NO_SITE_CONFIG>(NO_SITE_CONFIG);

export function SiteConfigProvider({
  config,
  diagnostics = [],
  children,
}: {
  config: SiteConfig;
  diagnostics?: readonly Diagnostic[];
  children: ReactNode;
}) {
  const value = useMemo(() => ({ config, diagnostics }), [config, diagnostics]);
  return (
    <SiteContext.Provider value={value}>
      <SiteSlicesProvider config={config}>{children}</SiteSlicesProvider>
    </SiteContext.Provider>
  );
}

/** The whole configuration: its reader re-renders on every change (prefer useSiteSettings and
 * useLayoutChoice, which follow one group). */
export function useSiteConfig(): SiteConfig {
  return useSiteState().config;
}

export function useSiteDiagnostics(): readonly Diagnostic[] {
  return useSiteState().diagnostics;
}

function useSiteState(): SiteState {
  const state = useContext(SiteContext);
  if (state === NO_SITE_CONFIG)
    throw new Error('The site configuration is read outside SiteConfigProvider');
  return state;
}
