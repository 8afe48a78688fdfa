// The shopper's session in connected page stories: the stores seed signed in or as a guest, and what
// a guest is shown instead of a signed-in page (spec 6).
import { expect, within } from 'storybook/test';
import type { StoresSeed } from '../engine/stores/createStores';
import { troyPickup } from './cart/cartSeed';

/** Signed in with `token`, shopping the Troy store for pickup. */
export const signedInAtTroy = (token: string): StoresSeed => ({
  session: { sessionHandle: token },
  storeContext: troyPickup,
});

/** A guest shopping the Troy store for pickup. */
export const guestAtTroy: StoresSeed = {
  session: { sessionHandle: null },
  storeContext: troyPickup,
};

/** Spec 6: the sign-in-required modal is open and the page says `inlineText` in its place. */
export async function expectSignInRequired(
  canvas: ReturnType<typeof within>,
  canvasElement: HTMLElement,
  inlineText: string,
): Promise<void> {
  await expect(
    await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Sign in required',
    }),
  ).toBeVisible();
  await expect(await canvas.findByText(inlineText)).toBeInTheDocument();
}
