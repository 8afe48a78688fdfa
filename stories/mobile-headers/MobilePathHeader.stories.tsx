import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import MobilePathHeader from '../../variants/mobile-headers';
import { mobileHeaderData } from '../../variants/mobile-headers/fixtures';
import { ReviewColumn } from './ReviewColumn';
import { inShellHeader, mobile } from './shell';

const meta = {
  title: 'Mobile Headers/MobilePathHeader',
  component: MobilePathHeader,
  decorators: [inShellHeader],
  globals: mobile,
  args: {
    ...mobileHeaderData.compactSearch,
    onBack: fn(),
    onSearch: fn(),
    onWishlist: fn(),
    onNotifications: fn(),
    onOpenCart: fn(),
  },
} satisfies Meta<typeof MobilePathHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CompactSearch: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: args.searchPlaceholder })).toBeVisible();
  },
};

export const Title: Story = {
  args: mobileHeaderData.title,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('FAQ')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Cart/ })).toBeNull();
  },
};

export const Product: Story = {
  args: mobileHeaderData.product,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Product Details')).toBeVisible();
  },
};

/** All three kinds, one under the other, for side-by-side review. */
export const AllKinds: Story = {
  render: (args) => (
    <ReviewColumn
      label="Mobile header kinds"
      items={[
        {
          key: 'compactSearch',
          caption: 'compactSearch · /cart, /shop, /account…',
          node: <MobilePathHeader {...args} {...mobileHeaderData.compactSearch} />,
        },
        {
          key: 'title',
          caption: 'title · /faq, /blog, /deals…',
          node: <MobilePathHeader {...args} {...mobileHeaderData.title} />,
        },
        {
          key: 'product',
          caption: 'product · /product/{slug}',
          node: <MobilePathHeader {...args} {...mobileHeaderData.product} />,
        },
      ]}
    />
  ),
};
