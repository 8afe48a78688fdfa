import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CartIcon } from '../../../ui';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl}`};
  text-align: center;
`;

const Halo = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 88px;
  height: 88px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brandStrong};
`;

const Text = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** Spec 2.12/8: "Shopping cart is empty!", with a way back to the shelves. */
export function CartEmpty({ action }: { action?: ReactNode }) {
  return (
    <Box>
      <Halo>
        <CartIcon size={40} />
      </Halo>
      <Text>Shopping cart is empty!</Text>
      {action}
    </Box>
  );
}
