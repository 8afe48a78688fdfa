import { Suspense } from 'react';
import { footerRegistry } from '../registry/footers';
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
    </Suspense>
  );
}
