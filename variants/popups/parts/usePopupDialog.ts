import { useModalDialog } from '../../../ui/dialog/useModalDialog';

/**
 * A popup is a modal dialog for as long as it is mounted: the top layer, an inert page behind,
 * a Tab cycle, Escape and backdrop clicks as "close", and focus handed back on unmount.
 */
export function usePopupDialog(onClose: () => void) {
  return useModalDialog({ open: true, onClose });
}
