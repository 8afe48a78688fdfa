// Checks the chat view stories and the connected chat pages share: the seeded Troy thread as the
// shopper sees it, and the notice when the CMS has chat off (spec 2.4).
import { expect, type within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;

/** The seeded Troy thread in `log`: two chat-style day labels, the last reply, nothing to send. */
export async function expectTroyThread(canvas: Canvas, log: Canvas): Promise<void> {
  await expect(
    log.getAllByRole('heading', { level: 2 }).map((h: HTMLElement) => h.textContent),
  ).toEqual(['Yesterday', 'Today']);
  await expect(log.getByText('Done! It’s on hold under your name until 9 PM today.')).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
}

/** Spec 2.4: chat is off in the CMS; the notice points to the contact page. */
export async function expectChatUnavailable(canvas: Canvas): Promise<void> {
  await expect(
    canvas.getByRole('heading', { name: 'Chat with Retailer is not available' }),
  ).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
    'href',
    '/contact',
  );
}
