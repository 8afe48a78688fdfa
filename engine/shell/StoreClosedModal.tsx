import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { LazyModal } from '../../ui/Modal/LazyModal';
import { useStoreClosedModal } from '../viewmodels/storeSelection/useStoreClosedModal';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space.xl};
`;

/**
 * Spec 2.14/4.6: "Store Closed" with the CMS's own texts when set. The shopper may still browse;
 * the Checkout buttons stay disabled (useCheckoutDisabled) while the store is closed.
 */
export function StoreClosedModal() {
  const { open, texts, onClose } = useStoreClosedModal();
  return (
    <LazyModal
      open={open}
      onClose={onClose}
      title={texts.title}
      description={texts.description}
      hideCloseButton
    >
      <Actions>
        <Button onClick={onClose}>{texts.button}</Button>
      </Actions>
    </LazyModal>
  );
}
