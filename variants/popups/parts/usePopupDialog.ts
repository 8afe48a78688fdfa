import { useLayoutEffect } from 'react';
import { useModalDialog } from '../../../ui/dialog/useModalDialog';

/**
 * A popup is a modal dialog for as long as it is mounted: the top layer, an inert page behind,
 * a Tab cycle, Escape and backdrop clicks as "close". It unmounts rather than closing, so it
 * hands focus back itself: to what had it when the popup appeared.
 */
export function usePopupDialog(onClose: () => void) {
  const dialog = useModalDialog({ open: true, onClose });
  const { ref } = dialog;
  // A layout effect runs before the dialog's showModal() moves focus inside.
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = ref.current;
    return () => {
      // While the modal is open the page is inert: close it before focusing anything behind it.
      node?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [ref]);
  return dialog;
}
