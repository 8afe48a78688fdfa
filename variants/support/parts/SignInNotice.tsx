import { NoticeBox as Box } from '../../../ui/Notice';
import { Button } from '../../../ui/Button';

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
