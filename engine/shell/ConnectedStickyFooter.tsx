import { Suspense } from 'react';
import type { StickyFooterVariant } from '../../schemas';
import { preloadVariant } from '../registry/preloadable';
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

/** Fetches a sticky footer design: the registry lives in this chunk, so the first screen's code
 * does not carry the ten designs' import lists. */
export function preloadStickyFooterDesign(choice: StickyFooterVariant): Promise<unknown> {
  return preloadVariant(stickyFooterRegistry[choice]);
}
