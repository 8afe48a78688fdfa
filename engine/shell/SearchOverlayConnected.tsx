import { useEffect } from 'react';
import { SearchOverlayView as SearchOverlay } from '../registry/overlays';
import { closeOverlay } from '../stores/overlays';
import { useStores } from '../stores/StoresProvider';
import { useSearchPanel } from '../viewmodels/search/useSearchPanel';

/** The overlay with its view-model: one lazy chunk, fetched on the first opening. */
export default function ConnectedSearchOverlay({ open }: { open: boolean }) {
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
