import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, within } from 'storybook/test';
import { SignInPromptProvider, useSignInPrompt } from '../../engine/account/SignInPrompt';
import { createStores } from '../../engine/stores/createStores';
import { signIn } from '../../engine/stores/session';
import { StoresProvider } from '../../engine/stores/StoresProvider';

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
    // The dialog's code comes with its first opening (LazyModal).
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Sign in required',
    });
    await expect(within(dialog).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/sign-in',
    );
    await expect(within(dialog).getByText('Please sign in to use Your List.')).toBeVisible();
  },
};

/**
 * Hydrating server HTML, everybody looks like a guest until the stored session is adopted: a page
 * that asks then must not leave a prompt over a signed-in shopper.
 */
function HydratingPrompt() {
  const guest = useMemo(() => createStores(undefined, { sessionKnown: false }), []);
  const stored = useMemo(() => {
    const stores = createStores();
    signIn(stores.session, 'stored-token', {
      _id: 'u1',
      firstName: 'Jordan',
      lastName: 'Lee',
      fullName: 'Jordan Lee',
      email: 'jordan@example.com',
      phone: '',
    });
    return stores;
  }, []);
  const [adopted, setAdopted] = useState(false);
  return (
    <StoresProvider stores={adopted ? stored : guest}>
      <SignInPromptProvider>
        <Opener />
        <button type="button" onClick={() => setAdopted(true)}>
          Adopt stored session
        </button>
      </SignInPromptProvider>
    </StoresProvider>
  );
}

export const WaitsForTheStoredSession: Story = {
  render: () => <HydratingPrompt />,
  play: async ({ canvas, userEvent, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Wishlist' }));
    await expect(body.queryByRole('dialog', { name: 'Sign in required' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Adopt stored session' }));
    await expect(body.queryByRole('dialog', { name: 'Sign in required' })).toBeNull();
  },
};
