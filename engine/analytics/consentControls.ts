/**
 * The footer's privacy controls, offered by the analytics layer once it has loaded: the footer
 * shows them only then, since only the layer can open the banner again. Server HTML and the
 * first paint have no such links, so nothing depends on the shopper's stored answer there.
 */
import type { ConsentBannerCms } from '../../schemas/cms/analytics';

export type ConsentControls = {
  /** Opens the consent banner again, focused, so the shopper can change their answer. */
  openSettings(): void;
  texts: Pick<
    ConsentBannerCms,
    'settingsLabel' | 'showDoNotSell' | 'doNotSellLabel' | 'doNotSellUrl'
  >;
};

let controls: ConsentControls | null = null;
const listeners = new Set<() => void>();

export function offerConsentControls(offered: ConsentControls): () => void {
  controls = offered;
  listeners.forEach((listener) => listener());
  return () => {
    if (controls !== offered) return;
    controls = null;
    listeners.forEach((listener) => listener());
  };
}

export const consentControls = (): ConsentControls | null => controls;
export const noConsentControls = (): ConsentControls | null => null;

export function subscribeConsentControls(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
