import { useSyncExternalStore } from 'react';
import { PrivacyLinks } from '../../variants/consent/PrivacyLinks/PrivacyLinks';
import {
  consentControls,
  doNotSellOf,
  noConsentControls,
  subscribeConsentControls,
} from '../analytics/consentControls';

/** The footer's "Cookie settings" (and "Do not sell or share…") row, once the banner can open. */
export function FooterConsentLinks({ background, color }: { background: string; color: string }) {
  const controls = useSyncExternalStore(
    subscribeConsentControls,
    consentControls,
    noConsentControls,
  );
  if (controls === null) return null;
  return (
    <PrivacyLinks
      settingsLabel={controls.texts.settingsLabel}
      doNotSell={doNotSellOf(controls.texts)}
      onOpenSettings={controls.openSettings}
      background={background}
      color={color}
    />
  );
}
