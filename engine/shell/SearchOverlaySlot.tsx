import { Suspense, lazy, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { closeOverlay } from '../stores/overlays';
import { useStores } from '../stores/StoresProvider';
import { useSearchPanel } from '../viewmodels/search/useSearchPanel';

const SearchOverlay = lazy(() => import('../../variants/search/SearchOverlay'));

function ConnectedSearchOverlay({ open }: { open: boolean }) {
  const { overlays } = useStores();
  const close = () => closeOverlay(overlays, 'search');
  const search = useSearchPanel({ active: open, onNavigate: close });
  const { open: machineOpen, close: machineClose } = search;
  // The machine times the input's focus after opening and blur after closing (spec 2.8).
  useEffect(() => {
    if (open) machineOpen();
    else machineClose();
  }, [open, machineOpen, machineClose]);
  return (
    <SearchOverlay
      {...search.props}
      open={open}
      onClose={close}
      presentation="overlay"
      inputRef={search.inputRef}
    />
  );
}

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
