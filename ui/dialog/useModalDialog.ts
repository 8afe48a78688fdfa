import {
  useEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
  type SyntheticEvent,
} from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Marks the element a drawer focuses on open (e.g. its close button) instead of the first link. */
export const INITIAL_FOCUS_ATTR = 'data-drawer-initial-focus';

type Options = {
  open: boolean;
  onClose(): void;
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** A persistent dialog ignores Escape and backdrop clicks: the user must choose an action. */
  persistent?: boolean;
};

/**
 * The behaviour of a controlled modal `<dialog>`, shared by ui/Modal and ui/Drawer: `showModal()` for the
 * top layer and an inert page, Escape on keydown, backdrop clicks, a Tab cycle, and focus put
 * back where it was (or on `returnFocusRef`) after closing.
 */
export function useModalDialog({ open, onClose, returnFocusRef, persistent = false }: Options) {
  const ref = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      dialog.querySelector<HTMLElement>(`[${INITIAL_FOCUS_ATTR}]`)?.focus();
    }
    if (!open && dialog.open) {
      dialog.close();
      const target = returnFocusRef?.current ?? openerRef.current;
      if (target?.isConnected) target.focus();
    }
  }, [open, returnFocusRef]);

  // Synthetic test events have no native default action, so Escape is handled on keydown; the
  // native cancel that follows a trusted key must then neither close the element behind React's
  // back nor call onClose a second time.
  const escapeHandled = useRef(false);
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    // React bubbles cancel through the component tree: only this dialog's own cancel counts.
    if (event.target !== event.currentTarget) return;
    if (!escapeHandled.current && !persistent) onClose();
  };

  // A click whose target is the <dialog> itself landed on the backdrop (the content fills the box).
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && !persistent) onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // Keys from a dialog nested inside this one belong to that dialog.
    if (event.target instanceof Element && event.target.closest('dialog') !== ref.current) return;
    if (event.key === 'Escape') {
      // Only the topmost drawer reacts: a sub-menu closes without closing the menu under it.
      event.preventDefault();
      event.stopPropagation();
      escapeHandled.current = true;
      setTimeout(() => {
        escapeHandled.current = false;
      }, 0);
      if (!persistent) onClose();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const items = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return { ref, onCancel, onClick, onKeyDown };
}
