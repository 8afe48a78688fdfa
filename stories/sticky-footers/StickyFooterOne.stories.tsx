import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import StickyFooterOne from '../../variants/sticky-footers/StickyFooterOne';
import { stickyFooterArgs } from '../../variants/sticky-footers/fixtures';

// No layout decorator: the bar is position: fixed, so the story canvas is the phone's viewport.
const meta = {
  title: 'Sticky Footers/StickyFooterOne',
  component: StickyFooterOne,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    ...stickyFooterArgs.default,
    onNavigate: fn(),
    onMenu: fn(),
    onCentre: fn(),
    onCloseSheet: fn(),
  },
} satisfies Meta<typeof StickyFooterOne>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Mobile navigation' }));
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Deals' })).not.toHaveAttribute('aria-current');
    await expect(nav.getByRole('link', { name: 'Cart', description: '3 items' })).toHaveAttribute(
      'href',
      '/cart',
    );
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/menu-profile',
    );
    // Centre in the middle: Home, Deals | Search | Cart, Profile.
    await expect(nav.getAllByRole('listitem').map((slot) => slot.textContent)).toEqual([
      'Home',
      'Deals',
      'Search',
      expect.stringContaining('Cart'),
      'Profile',
    ]);
  },
};

export const CartActiveWithCount: Story = {
  args: stickyFooterArgs.cartActiveWithCount,
  parameters: { route: '/cart' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Cart', description: '12 items' }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

export const ZeroCountShown: Story = {
  args: stickyFooterArgs.zeroCountShown,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('cart-badge')).toHaveTextContent('0');
    await expect(canvas.getByRole('link', { name: 'Cart', description: '0 items' })).toBeVisible();
  },
};

export const ZeroCountHidden: Story = {
  args: { ...stickyFooterArgs.default, cartCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('cart-badge')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Cart' })).not.toHaveAttribute(
      'aria-describedby',
    );
  },
};

export const Capped: Story = {
  args: stickyFooterArgs.capped,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('cart-badge')).toHaveTextContent('99+');
    await expect(
      canvas.getByRole('link', { name: 'Cart', description: '99+ items' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: stickyFooterArgs.loading,
  play: async ({ canvas }) => {
    const deals = canvas.getByRole('link', { name: 'Deals' });
    await expect(deals).toHaveAttribute('aria-busy', 'true');
    await expect(within(deals).getByTestId('sticky-footer-spinner')).toBeVisible();
    await expect(canvas.getAllByTestId('sticky-footer-spinner')).toHaveLength(1);
  },
};

export const Hidden: Story = {
  args: stickyFooterArgs.hidden,
  play: async ({ canvas }) => {
    // Slid out and gone from the tab order, yet its reserved space stays in the page flow.
    const nav = canvas.getByRole('navigation', { hidden: true });
    await expect(nav).toHaveAttribute('aria-label', 'Mobile navigation');
    await expect(nav).not.toBeVisible();
    await expect(nav.parentElement?.getBoundingClientRect().height).toBeGreaterThan(0);
  },
};

export const CmsIcons: Story = { args: stickyFooterArgs.cmsIcons };

export const ShopHeartMenu: Story = {
  args: stickyFooterArgs.shopHeartMenu,
  play: async ({ canvas, userEvent, args }) => {
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(menu).not.toHaveAttribute('aria-current');
    await userEvent.click(menu);
    await expect(args.onMenu).toHaveBeenCalledTimes(1);
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

export const CartNavigates: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Cart', description: '3 items' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('cart');
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
  },
};

export const CentreOpens: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onCentre).toHaveBeenCalledTimes(1);
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};
