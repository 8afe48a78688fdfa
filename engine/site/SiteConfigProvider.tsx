import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Diagnostic, SiteConfig } from '../../schemas';
import { DEFAULT_SITE_CONFIG } from './siteDefaults.prebuilt';
import { SiteSlicesProvider } from './siteSlices';

export { useLayoutChoice, useSiteSettings } from './siteSlices';

type SiteState = {
  config: SiteConfig;
  /** Schema diagnostics of the current configuration: what was wrong and what was used instead. */
  diagnostics: readonly Diagnostic[];
};

const SiteContext = createContext<SiteState>({ config: DEFAULT_SITE_CONFIG, diagnostics: [] });

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
  return useContext(SiteContext).config;
}

export function useSiteDiagnostics(): readonly Diagnostic[] {
  return useContext(SiteContext).diagnostics;
}
