import type { MouseEvent, ReactNode } from 'react';
import { Button } from '../Button';

/**
 * HTML submits a form on Enter in a field by a synthetic click on its submit button, so
 * cancelling the click while busy stops both the click and Enter from submitting twice.
 */
function cancelClick(event: MouseEvent<HTMLButtonElement>) {
  event.preventDefault();
}

/**
 * The form's submit button. While the call is in flight it is aria-disabled and aria-busy, and a
 * click does nothing (no double submit); its label stays the same, so the shopper and tests find
 * it by the same name. It is not `disabled`: a disabled button drops focus to the page, and the
 * keyboard or screen-reader shopper whose call fails would lose their place (WCAG 2.4.3).
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
    <Button
      type="submit"
      size="lg"
      fullWidth={fullWidth}
      aria-disabled={busy}
      aria-busy={busy}
      onClick={busy ? cancelClick : undefined}
    >
      {children}
    </Button>
  );
}
