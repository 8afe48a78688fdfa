import { Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { SearchOverlayView } from '../registry/overlays';
import { preloadableLazy } from '../registry/preloadable';
import { useMountWhenLoaded } from '../registry/useMountWhenLoaded';
import { useStores } from '../stores/StoresProvider';

const ConnectedSearchOverlay = preloadableLazy(() => import('./SearchOverlayConnected'));
const PARTS = [ConnectedSearchOverlay, SearchOverlayView];

/**
 * The search overlay (spec 2.8), opened through overlays.search by the sticky footer's centre
 * button and the mobile search field; the shell closes it on any route or ?search= change.
 * Nothing mounts before the first opening; afterwards it stays, so closing restores focus.
 */
export function SearchOverlaySlot() {
  const { search } = useSnapshot(useStores().overlays);
  if (!useMountWhenLoaded(search, PARTS)) return null;
  return (
    <Suspense fallback={null}>
      <ConnectedSearchOverlay open={search} />
    </Suspense>
  );
}
