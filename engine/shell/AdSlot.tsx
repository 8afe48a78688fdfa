import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { resolveAdPlacement, showsAtWidth } from '../rules/adPlacement';
import { useSiteConfig } from '../site/SiteConfigProvider';
import { reportDiagnostic } from '../stores/diagnosticsLog';
import { useStores } from '../stores/StoresProvider';
import { useViewportWidth } from './useViewportWidth';

/** The slot names the spec knows (2.17); others are not shown. */
export type AdSlotName = 'search-page-mobile-banner';

/**
 * A named sponsored placement (spec 2.17, 4.8): the mount point the ad widgets fill. The
 * placement rule decides whether it renders; a refused placement renders nothing and writes its
 * reason to the diagnostic log only (spec 8). Nothing renders on the server or before mount, and
 * a placement limited by its breakpoint mode renders only at those widths.
 */
export function AdSlot({ name }: { name: AdSlotName }) {
  const config = useSiteConfig().settings.adConfiguration;
  const { retailerId } = useSnapshot(useStores().storeContext);
  const width = useViewportWidth();
  const outcome = useMemo(
    () => resolveAdPlacement(name, config, retailerId),
    [name, config, retailerId],
  );
  const problem = outcome.kind === 'refused' ? outcome.problem : null;

  useEffect(() => {
    if (problem === null) return;
    reportDiagnostic({
      source: 'ads',
      path: `adConfiguration.placements.${name}`,
      problem,
      used: 'nothing rendered',
    });
  }, [name, problem]);

  if (outcome.kind !== 'render' || width === null || !showsAtWidth(outcome.request, width)) {
    return null;
  }
  return <div data-ad-slot={name} data-ad-type={outcome.request.widget} />;
}
