import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { isAdProviderOn } from '../rules/adProviderSwitch';
import { useSiteSettings } from '../site/SiteConfigProvider';
import { reportDiagnosticOnce } from '../stores/diagnosticsLog';
import { useStores } from '../stores/StoresProvider';

/**
 * Writes the site's ad set-up problems to the diagnostic log (spec 8: logged, never shown to the
 * shopper), once each, whenever the configuration or the chosen store changes. The rules load
 * only for a site whose ad provider is switched on, so other sites download none of it.
 */
export function useAdPlacementAudit(): void {
  const config = useSiteSettings('adConfiguration');
  const { retailerId } = useSnapshot(useStores().storeContext);
  useEffect(() => {
    if (!isAdProviderOn(config.provider)) return;
    let active = true;
    // Also warms the slot code with the page, so a slot holds its space from the page's first frame.
    void import('../ads/AdSlotOn');
    void import('../rules/adPlacement').then(({ auditAdPlacements }) => {
      if (!active) return;
      for (const { path, problem } of auditAdPlacements(config, retailerId)) {
        reportDiagnosticOnce({ source: 'ads', path, problem, used: 'nothing rendered' });
      }
    });
    return () => {
      active = false;
    };
  }, [config, retailerId]);
}
