import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { LazyModal } from '../../ui/Modal/LazyModal';
import { setAbandonedCartModal } from '../stores/notifications';
import { cartCount } from '../stores/selectors';
import { useStores } from '../stores/StoresProvider';

/** The abandoned-cart prompt (spec §1, §3 showAbandonedCartModel): back to the cart, or not now. */
export function AbandonedCartModal() {
  const { notifications, cart } = useStores();
  const { showAbandonedCartModel } = useSnapshot(notifications);
  const count = cartCount(useSnapshot(cart));
  const navigate = useNavigate();
  const close = () => setAbandonedCartModal(notifications, false);
  return (
    <LazyModal
      open={showAbandonedCartModel}
      onClose={close}
      title="Your cart is waiting"
      description={`You left ${count === 1 ? '1 item' : `${count} items`} in your cart. Pick up where you left off.`}
    >
      <Actions>
        <Button
          onClick={() => {
            close();
            void navigate('/cart');
          }}
        >
          View cart
        </Button>
        <Button variant="secondary" onClick={close}>
          Not now
        </Button>
      </Actions>
    </LazyModal>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
  button {
    flex: 1;
  }
`;
