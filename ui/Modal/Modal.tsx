import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import styled from 'styled-components';
import { CloseIcon } from '../Icon';

export type ModalProps = {
  open: boolean;
  /** Called on Escape, on the close button, and on a backdrop click (unless `persistent`). */
  onClose(): void;
  /** Visible heading; also the dialog's accessible name. */
  title: ReactNode;
  /** Optional supporting text, announced as the dialog's description. */
  description?: ReactNode;
  children?: ReactNode;
  /** A persistent dialog ignores Escape and backdrop clicks: the user must choose an action. */
  persistent?: boolean;
  /** Where focus goes after closing, when the opener may have disappeared (e.g. a closed menu). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Hide the corner close button when the actions already offer a way out. */
  hideCloseButton?: boolean;
  size?: 'sm' | 'md';
};

const Dialog = styled.dialog`
  width: min(calc(100vw - 32px), 440px);
  max-height: calc(100dvh - 32px);
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  &[data-size='md'] {
    width: min(calc(100vw - 32px), 600px);
  }
  &::backdrop {
    background: ${({ theme }) => theme.color.overlay};
  }
`;

const Body = styled.div`
  position: relative;
  padding: ${({ theme }) => theme.space.xl};
`;

const Title = styled.h2`
  margin: 0 ${({ theme }) => theme.space.xxl} 0 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.35;
`;

const Description = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.inkMuted};
`;

const CloseButton = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
  display: inline-flex;
  padding: ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * An accessible modal dialog on the native `<dialog>`: `showModal()` gives the top layer,
 * aria-modal semantics and an inert page behind; we add a Tab cycle (so focus never leaves for
 * the browser chrome), controlled open state, and focus restoration to a chosen element.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  persistent = false,
  returnFocusRef,
  hideCloseButton = false,
  size = 'sm',
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      dialog.close();
      returnFocusRef?.current?.focus();
    }
  }, [open, returnFocusRef]);

  // Escape is handled on keydown (synthetic test events have no native default action); the
  // native cancel still arrives for trusted keys and platform back gestures and must not close
  // the element behind React's back, nor call onClose twice.
  const escapeHandled = useRef(false);
  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (!escapeHandled.current && !persistent) onClose();
  };

  // A click whose target is the <dialog> itself landed on the backdrop (the content covers the box).
  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && !persistent) onClose();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Only this dialog reacts: menus or drawers around the opener must stay as they are.
      event.preventDefault();
      event.stopPropagation();
      escapeHandled.current = true;
      // The native cancel, if any, fires within this same task; forget the flag after it.
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

  return (
    <Dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      data-size={size}
      onCancel={handleCancel}
      onClick={handleClick}
      onKeyDown={handleKeyDown}
    >
      {open && (
        <Body>
          <Title id={titleId}>{title}</Title>
          {description && <Description id={descriptionId}>{description}</Description>}
          {children}
          {!hideCloseButton && (
            <CloseButton type="button" aria-label="Close" onClick={onClose}>
              <CloseIcon />
            </CloseButton>
          )}
        </Body>
      )}
    </Dialog>
  );
}

/** Right-aligned row of dialog actions; stacks on narrow screens. */
export const ModalActions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
`;
