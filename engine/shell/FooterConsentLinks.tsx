import { useSyncExternalStore } from 'react';
import { PrivacyLinks } from '../../variants/consent/PrivacyLinks/PrivacyLinks';
import {
  consentControls,
  type ConsentControls,
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

/** The do-not-sell control the footer shows: a link to the retailer's page, else the banner. */
function doNotSellOf(
  texts: ConsentControls['texts'],
): { label: string; href?: string } | undefined {
  if (!texts.showDoNotSell) return undefined;
  return texts.doNotSellUrl === ''
    ? { label: texts.doNotSellLabel }
    : { label: texts.doNotSellLabel, href: texts.doNotSellUrl };
}
