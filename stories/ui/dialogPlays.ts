// Checks Modal and Drawer share: both are a native <dialog> that closes on Escape and keeps focus
// inside while open.
import { expect, type within } from 'storybook/test';

type DialogContext = {
  canvas: ReturnType<typeof within>;
  userEvent: { keyboard(keys: string): Promise<void> };
  args: { onClose: unknown };
};

/** The open dialog asks to close on Escape, once. */
export async function closesOnEscape({ canvas, userEvent, args }: DialogContext): Promise<void> {
  await expect(canvas.getByRole('dialog')).toBeVisible();
  await userEvent.keyboard('{Escape}');
  await expect(args.onClose).toHaveBeenCalledTimes(1);
}

/** Focus is on an element inside `dialog`. */
export async function expectFocusInside(dialog: HTMLElement): Promise<void> {
  await expect(dialog).toContainElement(
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
}
