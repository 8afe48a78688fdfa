/** A failed call: the server's own message (spec 8) and a retry. */
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import type { ErrorStateProps } from '../types';

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.dangerSoft};
  text-align: center;
`;

const Title = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Message = styled.p`
  max-width: 48ch;
  margin: 0;
  color: ${({ theme }) => theme.color.ink};
`;

export function ErrorState({
  title = 'We couldn’t load the products',
  message,
  onRetry,
}: ErrorStateProps) {
  return (
    <Box role="alert">
      <Title>{title}</Title>
      <Message>{message}</Message>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </Box>
  );
}
