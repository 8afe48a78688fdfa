import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import Checkout from '../../variants/cart/Checkout';
import { checkoutArgs } from '../../variants/cart/fixtures';

const mobile = { viewport: { value: 'mobile', isRotated: false } };

/** The checkout view alone, for the states a connected story cannot hold still. */
const meta = {
  title: 'Cart/Checkout view',
  component: Checkout,
  args: { ...checkoutArgs.withErrors, onFieldChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof Checkout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Messages sit under their fields and are read with them (spec 5). */
export const WithErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Last Name')).toHaveAttribute('aria-invalid', 'false');
    await userEvent.type(canvas.getByLabelText('First Name'), 'A');
    await expect(args.onFieldChange).toHaveBeenCalledWith('firstName', 'A');
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Submitting: Story = {
  args: checkoutArgs.submitting,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Placing Order...' })).toBeDisabled();
  },
};

export const Placed: Story = {
  args: checkoutArgs.placed,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Checkout created' })).toBeVisible();
    await expect(canvas.getByText('Reference: chk-0001')).toBeVisible();
  },
};

export const PlacedMobile: Story = { ...Placed, globals: mobile };
