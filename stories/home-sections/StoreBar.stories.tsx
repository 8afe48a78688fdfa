import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import StoreBar from '../../variants/home-sections/StoreBar';
import { storeFixtures } from '../../variants/home-sections/fixtures';
import { column } from './frame';

const meta = {
  title: 'Home Sections/StoreBar',
  component: StoreBar,
  args: {
    store: null,
    loading: false,
    promptText: 'Choose your store to see its menu, hours and deals.',
    onChooseStore: fn(),
  },
  decorators: [column],
} satisfies Meta<typeof StoreBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No store yet: the prompt opens the store picker. */
export const ChooseAStore: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose a store' }));
    await expect(args.onChooseStore).toHaveBeenCalled();
  },
};
export const ChooseAStoreMobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const Selected: Story = {
  args: { store: storeFixtures.open },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your store' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Store details' })).toHaveAttribute(
      'href',
      '/greenleaf-market-troy',
    );
  },
};
export const SelectedMobile: Story = {
  args: { store: storeFixtures.open },
  globals: { viewport: { value: 'mobile' } },
};
export const SelectedTablet: Story = {
  args: { store: storeFixtures.open },
  globals: { viewport: { value: 'tablet' } },
};
export const Closed: Story = { args: { store: storeFixtures.closed } };
export const LongTexts: Story = { args: { store: storeFixtures.longTexts } };
export const LongTextsMobile: Story = {
  args: { store: storeFixtures.longTexts },
  globals: { viewport: { value: 'mobile' } },
};
export const Loading: Story = { args: { loading: true } };
