import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button, Modal, ModalActions } from '../../ui';
import { SubMenuDrawer } from '../../variants/menus/parts/SubMenuDrawer';
import type { MenuMainLink } from '../../variants/menus/types';

/**
 * The two dialogs of 2.9 driven from the keyboard: the sub-menu drawer (from the left, a back
 * button with the menu's label) and the generic modal (close button, backdrop click unless
 * persistent). Both trap focus, close on Escape and give focus back to their opener.
 */

const learn: MenuMainLink = {
  label: 'Learn',
  href: '/education',
  subLinks: [
    { label: 'Education', href: '/education' },
    { label: 'Blog', href: '/blog' },
    { label: 'FAQ', href: '/faq' },
  ],
};

type Args = { onClose(): void; persistent: boolean };

function SubMenuHarness({ onClose }: Args) {
  const [link, setLink] = useState<MenuMainLink | null>(null);
  return (
    <div style={{ padding: 16 }}>
      <Button onClick={() => setLink(learn)}>Open Learn</Button>
      <SubMenuDrawer
        link={link}
        onBack={() => {
          onClose();
          setLink(null);
        }}
      />
    </div>
  );
}

function ModalHarness({ onClose, persistent }: Args) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <div style={{ padding: 16 }}>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Modal
        open={open}
        onClose={close}
        persistent={persistent}
        title="Store Closed"
        description="Our store is currently closed. You can browse, but checkout is disabled"
      >
        <ModalActions>
          <Button onClick={close}>Close</Button>
        </ModalActions>
      </Modal>
    </div>
  );
}

const meta: Meta<Args> = {
  title: 'Menus/Dialogs',
  args: { onClose: fn(), persistent: false },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export default meta;
type Story = StoryObj<Args>;

const active = () =>
  document.activeElement instanceof HTMLElement ? document.activeElement : null;

/** Enter opens; focus starts on the back button; Tab wraps from the last link to it. */
export const SubMenuKeyboard: Story = {
  render: (args) => <SubMenuHarness {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const opener = canvas.getByRole('button', { name: 'Open Learn' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const sub = await canvas.findByRole('dialog', { name: 'Learn' });
    await expect(sub).toHaveAttribute('aria-modal', 'true');
    const back = within(sub).getByRole('button', { name: 'Back: Learn' });
    await waitFor(() => expect(back).toHaveFocus());
    for (const name of ['Education', 'Blog', 'FAQ']) {
      await userEvent.tab();
      await expect(within(sub).getByRole('link', { name })).toHaveFocus();
    }
    await userEvent.tab();
    await expect(back).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(sub).getByRole('link', { name: 'FAQ' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('dialog', { name: 'Learn' });
  },
};

/** The back button closes the sub-menu like Escape does. */
export const SubMenuBackButton: Story = {
  render: (args) => <SubMenuHarness {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const opener = canvas.getByRole('button', { name: 'Open Learn' });
    await userEvent.click(opener);
    await userEvent.click(await canvas.findByRole('button', { name: 'Back: Learn' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Enter opens; focus stays between the close buttons; Escape returns focus to the opener. */
export const ModalKeyboard: Story = {
  render: (args) => <ModalHarness {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('dialog', { name: 'Store Closed' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleDescription(
      'Our store is currently closed. You can browse, but checkout is disabled',
    );
    for (let step = 0; step < 4; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(active());
    }
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('dialog', { name: 'Store Closed' });
  },
};

/** A click on the backdrop (the dialog element itself) closes the modal. */
export const ModalBackdropCloses: Story = {
  render: (args) => <ModalHarness {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    await userEvent.click(await canvas.findByRole('dialog', { name: 'Store Closed' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** A persistent modal ignores the backdrop and Escape; its buttons still close it. */
export const PersistentModal: Story = {
  args: { persistent: true },
  render: (args) => <ModalHarness {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Store Closed' });
    await userEvent.click(dialog);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
    const [action] = within(dialog).getAllByRole('button', { name: 'Close' });
    if (!action) throw new Error('no Close button');
    await userEvent.click(action);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
