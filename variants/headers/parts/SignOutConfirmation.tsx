import type { RefObject } from 'react';
import { Button } from '../../../ui/Button';
import { Modal, ModalActions } from '../../../ui/Modal';

export type SignOutConfirmationProps = {
  open: boolean;
  onCancel(): void;
  onConfirm(): void;
  /** The account trigger: focus goes back to it when the dialog closes. */
  returnFocusRef: RefObject<HTMLElement | null>;
};

/** Spec 2.4: "Sign Out" asks first. Every account menu renders this one dialog. */
export function SignOutConfirmation({
  open,
  onCancel,
  onConfirm,
  returnFocusRef,
}: SignOutConfirmationProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title="Are you sure you want to sign out?"
      returnFocusRef={returnFocusRef}
      hideCloseButton
    >
      <ModalActions>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onConfirm}>Sign Out</Button>
      </ModalActions>
    </Modal>
  );
}
