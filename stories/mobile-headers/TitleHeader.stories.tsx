import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import TitleHeader from '../../variants/mobile-headers/TitleHeader';
import { mobileHeaderData } from '../../variants/mobile-headers/fixtures';
import { inShellHeader, mobile, tablet } from './shell';

const meta = {
  title: 'Mobile Headers/TitleHeader',
  component: TitleHeader,
  decorators: [inShellHeader],
  globals: mobile,
  args: { title: mobileHeaderData.title.title, onBack: fn() },
} satisfies Meta<typeof TitleHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LongTitle: Story = {
  args: { title: mobileHeaderData.titleLong.title },
  play: async ({ canvas, args }) => {
    const title = canvas.getByText(args.title);
    // Ellipsised on one line: the text is wider than the box it sits in.
    await expect(title.scrollWidth).toBeGreaterThan(title.clientWidth);
  },
};

export const Tablet: Story = { globals: tablet };

export const BackCallsOnBack: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};
