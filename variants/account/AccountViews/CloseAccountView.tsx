/** Close Your Account View — what closing means, then a confirmation dialog before it happens. */
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/Form';
import { Modal, ModalActions } from '../../../ui/Modal';
import * as S from '../parts/accountStyles';
import type { CloseAccountViewProps } from '../types';

export function CloseAccountView({
  confirming,
  closing,
  serverError,
  onAsk,
  onCancel,
  onConfirm,
}: CloseAccountViewProps) {
  return (
    <S.Panel aria-labelledby="close-account">
      <S.PanelTitle id="close-account">Before you go</S.PanelTitle>
      <S.PanelText>
        Closing your account signs you out and deletes your profile, lists and saved details. You
        will not be able to sign in with it again. This cannot be undone.
      </S.PanelText>
      <FormAlert>{serverError}</FormAlert>
      <S.Actions>
        <Button size="lg" onClick={onAsk}>
          Close Your Account
        </Button>
        <S.ButtonLink to="/account" data-variant="secondary" data-size="lg">
          Keep My Account
        </S.ButtonLink>
      </S.Actions>
      <Modal
        open={confirming}
        onClose={onCancel}
        title="Close your account?"
        description="You will be signed out and your account will be deleted."
        hideCloseButton
      >
        <ModalActions>
          <Button variant="secondary" onClick={onCancel} disabled={closing}>
            Cancel
          </Button>
          <Button onClick={onConfirm} disabled={closing} aria-busy={closing}>
            Close Account
          </Button>
        </ModalActions>
      </Modal>
    </S.Panel>
  );
}
