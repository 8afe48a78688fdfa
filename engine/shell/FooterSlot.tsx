import { Suspense } from 'react';
import type { FooterVariant } from '../../schemas';
import { FooterConsentLinks } from './FooterConsentLinks';
import { footerRegistry } from '../registry/footers';
import { preloadVariant } from '../registry/preloadable';
import { useLayoutChoice } from '../site/SiteConfigProvider';
import { useFooterProps } from '../viewmodels/footer/useFooterProps';

/** The CMS-selected footer design (spec 2.16); nothing is shown until its chunk arrives, since
 * the footer sits below the fold. */
export function FooterSlot() {
  const Footer = footerRegistry[useLayoutChoice('footer')];
  const props = useFooterProps();
  return (
    <Suspense fallback={null}>
      <Footer {...props} />
      <FooterConsentLinks background={props.colors.background} color={props.colors.font} />
    </Suspense>
  );
}

/** Fetches a footer design: the registry lives in this chunk, so the first screen's code does
 * not carry the ten designs' import lists. */
export function preloadFooterDesign(choice: FooterVariant): Promise<unknown> {
  return preloadVariant(footerRegistry[choice]);
}
