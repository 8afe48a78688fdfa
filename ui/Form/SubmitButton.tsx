import type { ReactNode } from 'react';
import { Button } from '../Button';

/**
 * The form's submit button. While the call is in flight it is disabled (no double submit) and
 * aria-busy; its label stays the same, so the shopper and tests find it by the same name.
 */
export function SubmitButton({
  busy,
  children,
  fullWidth = true,
}: {
  busy: boolean;
  children: ReactNode;
  fullWidth?: boolean;
}) {
  return (
    <Button type="submit" size="lg" fullWidth={fullWidth} disabled={busy} aria-busy={busy}>
      {children}
    </Button>
  );
}
