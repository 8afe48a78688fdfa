import { Suspense, lazy, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useStores } from '../stores/StoresProvider';

const ConnectedSearchOverlay = lazy(() => import('./SearchOverlayConnected'));

/**
 * The search overlay (spec 2.8), opened through overlays.search by the sticky footer's centre
 * button and the mobile search field; the shell closes it on any route or ?search= change.
 * Nothing mounts before the first opening; afterwards it stays, so closing restores focus.
 */
export function SearchOverlaySlot() {
  const { search } = useSnapshot(useStores().overlays);
  const [opened, setOpened] = useState(search);
  if (search && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConnectedSearchOverlay open={search} />
    </Suspense>
  );
}
