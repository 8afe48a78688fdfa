// The notices Your Orders and Buy Again share (spec 6, 8): no orders yet, the server's own message
// and the guest's sign-in. Each view's stories and the connected pages check them the same way.
import { expect, type within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;
type User = { click(element: Element): Promise<void> };

/** What the orders service answers when it is down, shown as it is. */
export const ORDER_HISTORY_DOWN = 'Order history is temporarily unavailable.';

/** No orders yet: the orders notice with a way to the site's shop. */
export async function expectNoOrdersYet(canvas: Canvas): Promise<void> {
  await expect(await canvas.findByText('You have no orders yet.')).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute(
    'href',
    '/shop',
  );
}

/** A guest reads `message`; the "Sign In" button reports to `onSignIn`. */
export async function expectGuestSignIn(
  canvas: Canvas,
  userEvent: User,
  onSignIn: unknown,
  message: string,
): Promise<void> {
  await expect(canvas.getByText(message)).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
  await expect(onSignIn).toHaveBeenCalledTimes(1);
}
