import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SignInPromptProvider, useSignInPrompt } from '../../engine/shell/SignInPrompt';

function Opener() {
  const prompt = useSignInPrompt();
  return (
    <button type="button" onClick={() => prompt.require('Your List')}>
      Wishlist
    </button>
  );
}

/** Spec §6: guests who reach for the wishlist or notifications are asked to sign in. */
function Prompt() {
  return (
    <SignInPromptProvider>
      <Opener />
    </SignInPromptProvider>
  );
}

const meta = { title: 'Shell/Sign-in required', component: Prompt } satisfies Meta<typeof Prompt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpensForGuests: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Wishlist' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Sign in required',
    });
    await expect(within(dialog).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/sign-in',
    );
    await expect(within(dialog).getByText('Please sign in to use Your List.')).toBeVisible();
  },
};
