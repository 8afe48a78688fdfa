import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button, Modal, ModalActions } from '../../ui';
import { closesOnEscape, expectFocusInside } from './dialogPlays';

const meta = {
  title: 'UI/Modal',
  component: Modal,
  args: {
    open: true,
    title: 'Store Closed',
    description: 'Our store is currently closed. You can browse, but checkout is disabled',
    onClose: fn(),
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: {
    children: (
      <ModalActions>
        <Button>Close</Button>
      </ModalActions>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('dialog', { name: 'Store Closed' })).toBeVisible();
  },
};

export const EscapeCloses: Story = { play: closesOnEscape };

export const PersistentIgnoresEscape: Story = {
  args: {
    persistent: true,
    hideCloseButton: true,
    children: (
      <ModalActions>
        <Button>Continue</Button>
      </ModalActions>
    ),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(canvas.getByRole('dialog')).toBeVisible();
  },
};

/** A real opener: focus moves into the dialog, is trapped there, and returns to the opener. */
export const RestoresFocus: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <div style={{ padding: 24 }}>
        <Button onClick={() => setOpen(true)}>Open dialog</Button>
        <Modal {...args} open={open} onClose={() => setOpen(false)}>
          <ModalActions>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => setOpen(false)}>Confirm</Button>
          </ModalActions>
        </Modal>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog');
    await expectFocusInside(dialog);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expectFocusInside(dialog);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
