import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { Skeleton } from '../../ui';

const Stack = styled.div`
  display: grid;
  gap: 12px;
  width: 320px;
  padding: 24px;
`;

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { width: 240, height: 16 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const Pill: Story = { args: { shape: 'pill', width: 80, height: 14 } };
export const Block: Story = { args: { shape: 'block', width: 240, height: 160 } };

export const CardPlaceholder: Story = {
  render: () => (
    <Stack>
      <Skeleton shape="block" height={160} />
      <Skeleton width="80%" />
      <Skeleton width="45%" />
    </Stack>
  ),
};
