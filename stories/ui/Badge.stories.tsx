import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect } from 'storybook/test';
import { Badge, BellIcon, CartIcon, HeartIcon, IconButton } from '../../ui';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 24px;
`;

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { count: 3 },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {};
export const Capped: Story = {
  args: { count: 148, max: 99 },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('badge')).toHaveTextContent('99+');
  },
};
export const HiddenAtZero: Story = {
  args: { count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('badge')).toBeNull();
  },
};
export const ShownAtZero: Story = { args: { count: 0, showZero: true } };

/** Badges on icon buttons, as headers use them; the count is part of each button's name. */
export const OnIconButtons: Story = {
  render: () => (
    <Row>
      <IconButton aria-label="Wishlist" icon={<HeartIcon />} count={0} />
      <IconButton aria-label="Notifications, 7 unseen" icon={<BellIcon />} count={7} />
      <IconButton aria-label="Cart, 99+ items" icon={<CartIcon />} count={120} max={99} />
    </Row>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cart, 99+ items' })).toHaveTextContent('99+');
  },
};
