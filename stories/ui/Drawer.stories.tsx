import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../../ui/Button';
import { Drawer } from '../../ui/Drawer';
import { closesOnEscape, expectFocusInside } from './dialogPlays';

const Lines = () => (
  <div style={{ padding: 16, display: 'grid', gap: 12 }}>
    <p style={{ margin: 0 }}>Pickup from Greenleaf Market Troy</p>
    <p style={{ margin: 0 }}>Open today until 9:00 PM</p>
    <Button>Change store</Button>
  </div>
);

const meta = {
  title: 'UI/Drawer',
  component: Drawer,
  args: { open: true, title: 'Store preference', onClose: fn(), children: <Lines /> },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Left: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('dialog', { name: 'Store preference' })).toBeVisible();
  },
};

export const Right: Story = { args: { side: 'right' } };

export const Bottom: Story = {
  args: { side: 'bottom', title: 'Menu' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const MobileLeft: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const EscapeCloses: Story = { play: closesOnEscape };

export const CloseButtonCloses: Story = {
  args: { closeLabel: 'Close store preference' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close store preference' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** A click outside the panel lands on the <dialog> box itself, i.e. the backdrop. */
export const BackdropCloses: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('dialog'));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** A real opener: focus moves to the close button, stays inside on Tab, and returns on close. */
export const RestoresFocus: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <div style={{ padding: 24 }}>
        <Button onClick={() => setOpen(true)}>Open drawer</Button>
        <Drawer {...args} open={open} onClose={() => setOpen(false)} />
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Open drawer' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await expectFocusInside(dialog);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
