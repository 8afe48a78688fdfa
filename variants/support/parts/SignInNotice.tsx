import styled from 'styled-components';
import { Button } from '../../../ui/Button';

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: 520px;
  margin: ${({ theme }) => theme.space.xl} auto;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl}`};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceAlt};
  text-align: center;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: 0;
    max-width: 40ch;
    color: ${({ theme }) => theme.color.inkMuted};
    line-height: 1.55;
  }
`;

/** Guests on a signed-in page (spec 6): why, and an inline "Sign In" that opens the prompt. */
export function SignInNotice({ onSignIn }: { onSignIn(): void }) {
  return (
    <Box>
      <h2>Sign in for customer support</h2>
      <p>Support tickets and our team’s replies are kept with your account.</p>
      <Button onClick={onSignIn}>Sign In</Button>
    </Box>
  );
}

/** A failed load: the server's words and a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <Box role="alert">
      <h2>We couldn’t load your tickets</h2>
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </Box>
  );
}
