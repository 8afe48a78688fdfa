import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import BrandStrip from '../../variants/home-sections/BrandStrip';
import { brandFixtures } from '../../variants/home-sections/fixtures';
import { column, settled } from './frame';

const meta = {
  title: 'Home Sections/BrandStrip',
  component: BrandStrip,
  args: {
    title: 'Brands we carry',
    brands: brandFixtures,
    loading: false,
    viewAll: { href: '/brands', label: 'All brands' },
  },
  decorators: [column],
  play: settled,
} satisfies Meta<typeof BrandStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sponsored brands lead and say so. */
export const Default: Story = {
  play: async ({ canvasElement, canvas }) => {
    await settled({ canvasElement });
    const [first] = canvas.getAllByRole('link', { name: /Green Harbor/ });
    await expect(first).toHaveAttribute('href', '/brands/green-harbor');
    await expect(canvas.getAllByText('Sponsored')).toHaveLength(2);
  },
};
export const Tablet: Story = { globals: { viewport: { value: 'tablet' } } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const Loading: Story = { args: { loading: true, brands: [] } };
export const LongTexts: Story = {
  args: {
    title: 'Every brand on our shelves, from local craft growers to household names',
    brands: brandFixtures.map((brand, index) =>
      index === 0
        ? { ...brand, name: 'The Very Long Named Cannabis Company of Southeast Michigan' }
        : brand,
    ),
  },
};
