import { useId, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { useModalDialog } from '../dialog/useModalDialog';
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
  /** 'lg' suits two-column content, e.g. a list beside its filters. */
  size?: 'sm' | 'md' | 'lg';
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
  &[data-size='lg'] {
    width: min(calc(100vw - 32px), 1040px);
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
  const { ref, onCancel, onClick, onKeyDown } = useModalDialog({
    open,
    onClose,
    returnFocusRef,
    persistent,
  });
  const titleId = useId();
  const descriptionId = useId();

  return (
    <Dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      data-size={size}
      onCancel={onCancel}
      onClick={onClick}
      onKeyDown={onKeyDown}
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
