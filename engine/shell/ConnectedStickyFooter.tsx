import { Suspense } from 'react';
import { stickyFooterRegistry } from '../registry/stickyFooters';
import { useLayoutChoice } from '../site/SiteConfigProvider';
import { useStickyFooterProps } from '../viewmodels/stickyFooter/useStickyFooterProps';

/** The CMS-selected sticky footer design with its view-model's props (spec 2.10). */
export function ConnectedStickyFooter({ hidden }: { hidden: boolean }) {
  const StickyFooter = stickyFooterRegistry[useLayoutChoice('stickyFooter')];
  const props = useStickyFooterProps();
  return (
    <Suspense fallback={null}>
      <StickyFooter {...props} hidden={hidden} />
    </Suspense>
  );
}
