import type { Meta, StoryObj } from '@storybook/react-vite';
import CategoryTiles from '../../variants/home-sections/CategoryTiles';
import { categoryFixtures } from '../../variants/home-sections/fixtures';
import { column, settled } from './frame';

const meta = {
  title: 'Home Sections/CategoryTiles',
  component: CategoryTiles,
  args: categoryFixtures.default,
  decorators: [column],
  play: settled,
} satisfies Meta<typeof CategoryTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const Tablet: Story = { globals: { viewport: { value: 'tablet' } } };
export const Loading: Story = { args: { loading: true, tiles: [] } };

/** Long names wrap; a category without a picture shows its monogram. */
export const LongTexts: Story = {
  args: {
    title: 'Everything in the store, by category, for every kind of shopper',
    tiles: [
      {
        href: '/category/x',
        name: 'Infused Pre Rolls and Blunts (Multi-packs)',
        image: '',
        imageAlt: '',
      },
      ...categoryFixtures.default.tiles.slice(1),
    ],
  },
};
