import { useLocation } from 'react-router';
import { HydrateOnView } from '../hydration/HydrateOnView';
import { preloadableLazy, preloadVariant } from '../registry/preloadable';
import { useLayoutChoice } from '../site/SiteConfigProvider';
import { theme } from '../../ui/theme';
import { useStickyFooterVisibility } from '../viewmodels/stickyFooter/useStickyFooterVisibility';

/** The design and its view-model, fetched when the bar is on screen: phones and tablets only. */
const loadConnected = () => import('./ConnectedStickyFooter');
const ConnectedStickyFooter = preloadableLazy(() =>
  loadConnected().then((module) => ({ default: module.ConnectedStickyFooter })),
);

/** Below the desktop breakpoint the bar is on screen from the start (it is fixed). */
const BELOW_DESKTOP = `not all and ${theme.media.desktop.replace('@media ', '')}`;

/**
 * The CMS-selected sticky mobile footer (spec 2.10). Absent on product pages and chat threads;
 * elsewhere it slides out on scroll while its reserved space keeps the page still. Each design
 * hides itself from the desktop breakpoint, where the full header and footer take over, so a
 * desktop page that hydrates server HTML never downloads it.
 */
export function StickyFooterSlot() {
  const { pathname, key } = useLocation();
  const stickyFooterChoice = useLayoutChoice('stickyFooter');
  const visibility = useStickyFooterVisibility(pathname, key);
  if (visibility === 'absent') return null;
  const load = () =>
    Promise.all([
      preloadVariant(ConnectedStickyFooter),
      // The design is fetched as soon as the view-model's chunk, which names the designs, arrives.
      loadConnected().then((module) => module.preloadStickyFooterDesign(stickyFooterChoice)),
    ]);
  return (
    <HydrateOnView load={load} fallback={null} media={BELOW_DESKTOP}>
      <ConnectedStickyFooter hidden={visibility === 'hidden'} />
    </HydrateOnView>
  );
}
