import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { stickyFooterRegistry } from '../registry/stickyFooters';
import { useSiteConfig } from '../site/SiteConfigProvider';
import { useStickyFooterProps } from '../viewmodels/stickyFooter/useStickyFooterProps';
import { useStickyFooterVisibility } from '../viewmodels/stickyFooter/useStickyFooterVisibility';

/**
 * The CMS-selected sticky mobile footer (spec 2.10). Absent on product pages and chat threads;
 * elsewhere it slides out on scroll while its reserved space keeps the page still. Each design
 * hides itself from the desktop breakpoint, where the full header and footer take over.
 */
export function StickyFooterSlot() {
  const { pathname, key } = useLocation();
  const visibility = useStickyFooterVisibility(pathname, key);
  if (visibility === 'absent') return null;
  return <ConnectedStickyFooter hidden={visibility === 'hidden'} />;
}

function ConnectedStickyFooter({ hidden }: { hidden: boolean }) {
  const { layout } = useSiteConfig();
  const StickyFooter = stickyFooterRegistry[layout.stickyFooter];
  const props = useStickyFooterProps();
  return (
    <Suspense fallback={null}>
      <StickyFooter {...props} hidden={hidden} />
    </Suspense>
  );
}
