import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn } from 'storybook/test';
import { Button, CartIcon } from '../../ui';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  padding: 24px;
`;

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Add to Cart', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'View All' } };
export const Disabled: Story = { args: { disabled: true, children: 'Loading...' } };

export const AllVariantsAndSizes: Story = {
  render: () => (
    <>
      {(['primary', 'secondary', 'ghost'] as const).map((variant) => (
        <Row key={variant}>
          {(['sm', 'md', 'lg'] as const).map((size) => (
            <Button key={size} variant={variant} size={size}>
              <CartIcon size={16} /> {variant} {size}
            </Button>
          ))}
        </Row>
      ))}
    </>
  ),
};
