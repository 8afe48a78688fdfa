import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import MenuOne from '../../variants/menus/MenuOne';
import { menuData } from '../../variants/menus/fixtures';
import { MOBILE } from '../viewports';
import { menuArgs } from './sharedMenuStories';

const meta = {
  title: 'Menus/MenuOne',
  component: MenuOne,
  args: menuArgs(),
  globals: MOBILE,
} satisfies Meta<typeof MenuOne>;

export default meta;
type Story = StoryObj<typeof meta>;

const STATIC_LINKS = [
  ['About us', '/about'],
  ['Blog', '/blog'],
  ['Customer Support', '/ticket-list'],
  ['Terms & Condition', '/terms-and-conditions'],
  ['Privacy Policy', '/privacy-policy'],
];

export const Open: Story = {
  play: async ({ canvas }) => {
    const drawer = within(canvas.getByRole('dialog', { name: 'Menu' }));
    await expect(drawer.getByRole('navigation', { name: 'Main Menu' })).toBeVisible();
    await expect(drawer.getByRole('region', { name: 'Category Menu' })).toBeVisible();
    await expect(drawer.getByRole('region', { name: "Today's Deals" })).toBeInTheDocument();
    const more = within(drawer.getByRole('navigation', { name: 'More' }));
    await expect(
      more.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(STATIC_LINKS);
  },
};

export const WithoutDeals: Story = {
  args: menuData.withoutDeals,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: "Today's Deals" })).toBeNull();
  },
};

export const ManyLinks: Story = { args: menuData.manyLinks };

/** Categories and deals still loading: their sections hold skeletons, the CMS links are there. */
export const Loading: Story = {
  args: menuData.loading,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Category Menu' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByText('Loading Category Menu')).toBeInTheDocument();
    await expect(canvas.getByText("Loading Today's Deals")).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Main Menu' })).toBeVisible();
  },
};

/** No menuLinkWidgetCmsData links: the drawer opens on the categories. */
export const NoCmsLinks: Story = {
  args: menuData.noLinks,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Main Menu' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Category Menu' })).toBeVisible();
  },
};

/** At 1280 px the drawer keeps its phone width at the left edge. */
export const Desktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } };

export const SubMenuOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Flower' });
    await userEvent.click(opener);
    const sub = await canvas.findByRole('dialog', { name: 'Flower' });
    const subMenu = within(sub);
    const back = subMenu.getByRole('button', { name: 'Back: Flower' });
    await waitFor(() => expect(back).toHaveFocus());
    await expect(subMenu.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Indica',
      'Sativa',
      'Hybrid',
      'Pre-Ground',
    ]);
    await userEvent.click(back);
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Flower' })).toBeNull());
    await expect(opener).toHaveFocus();
    // Reopen for the screenshot: the sub-menu over the menu is the state this story pictures.
    await userEvent.click(opener);
    await canvas.findByRole('dialog', { name: 'Flower' });
  },
};

export const SubLinkNavigates: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Learn' }));
    const sub = within(await canvas.findByRole('dialog', { name: 'Learn' }));
    await userEvent.click(sub.getByRole('link', { name: 'FAQ' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/faq');
  },
};

export const EscapeInSubMenuGoesBack: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Flower' }));
    await canvas.findByRole('dialog', { name: 'Flower' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Flower' })).toBeNull());
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(canvas.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  },
};

/** A real opener: focus lands in the drawer, Escape reports onClose, focus returns to the opener. */
export const FocusAndEscape: Story = {
  args: menuData.closed,
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <div style={{ padding: 16 }}>
        <button type="button" onClick={() => setOpen(true)}>
          Open menu
        </button>
        <MenuOne
          {...args}
          open={open}
          onClose={() => {
            args.onClose();
            setOpen(false);
          }}
        />
      </div>
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    const opener = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(opener);
    const drawer = await canvas.findByRole('dialog', { name: 'Menu' });
    await waitFor(() =>
      expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const CloseButton: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close menu' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
