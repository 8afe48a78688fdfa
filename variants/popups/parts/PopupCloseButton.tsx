import { CloseIcon } from '../../../ui/Icon';
import * as S from './PopupParts.styles';

export function PopupCloseButton({ onClose }: { onClose(): void }) {
  return (
    <S.Close type="button" aria-label="Close" onClick={onClose}>
      <CloseIcon size={20} aria-hidden="true" />
    </S.Close>
  );
}
