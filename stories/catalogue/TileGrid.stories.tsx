import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { brandTile } from '../../engine/viewmodels/catalogue/brandTile';
import {
  brandSlug,
  categorySlug,
  categoryTile,
} from '../../engine/viewmodels/catalogue/productView';
import { catalogue } from '../../fixtures/data';
import { BrandSchema, CategorySchema } from '../../schemas';
import TileGrid from '../../variants/catalogue/TileGrid';
import { TileGridSkeleton } from '../../variants/catalogue/TileGrid/TileGridSkeleton';
import { imagesLoaded, inPageFrame } from './storyHelpers';

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };

const categories = catalogue.categories.map((wire) => CategorySchema.parse(wire));
const brands = catalogue.brands.map((wire) => BrandSchema.parse(wire));

/** /categories: every seeded category, linked as CategoryTiles links them. */
const categoryTiles = categories.map((category) =>
  categoryTile(category, `/category/${encodeURIComponent(categorySlug(category))}`),
);
const brandHref = (brand: (typeof brands)[number]) =>
  `/brands/${encodeURIComponent(brandSlug(brand))}`;
/** /brands: every seeded brand with the brand image rule (two fall back to the default). */
const brandTiles = brands.map((brand) => brandTile(brand, brandHref(brand)));

const meta = {
  title: 'Catalogue/TileGrid',
  component: TileGrid,
  args: {
    tiles: categoryTiles,
    loading: false,
    skeletonCount: 9,
    label: 'Categories',
    shape: 'square',
  },
  decorators: [inPageFrame],
  play: async ({ canvasElement }) => imagesLoaded(canvasElement),
} satisfies Meta<typeof TileGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Square category art, six to a row on desktop. */
export const Categories: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = within(canvas.getByRole('list', { name: 'Categories' }));
    await expect(list.getAllByRole('link').map((link) => link.textContent)).toEqual(
      categoryTiles.map((tile) => tile.name),
    );
    await expect(list.getByRole('link', { name: 'Pre Rolls' })).toHaveAttribute(
      'href',
      '/category/pre-rolls',
    );
    await imagesLoaded(canvasElement);
  },
};

/** Two to a row on phones. */
export const CategoriesMobile: Story = { ...Categories, globals: MOBILE };

/** Round brand logos, linked to /brands/{slug}. */
export const Brands: Story = {
  args: { tiles: brandTiles, skeletonCount: 12, label: 'Brands', shape: 'round' },
  play: async ({ canvas, canvasElement }) => {
    const list = within(canvas.getByRole('list', { name: 'Brands' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(12);
    await expect(list.getByRole('link', { name: 'Motor City Cannabis Co.' })).toHaveAttribute(
      'href',
      '/brands/motor-city-cannabis-co',
    );
    await imagesLoaded(canvasElement);
  },
};

export const BrandsMobile: Story = { ...Brands, globals: MOBILE };

/** /sponsored-brand: the sponsored brands, each with its "Sponsored" note. */
export const SponsoredBrands: Story = {
  args: {
    tiles: catalogue.brands
      .filter((wire) => wire.isSponsored)
      .map((wire) => BrandSchema.parse(wire))
      .map((brand) => brandTile(brand, brandHref(brand), 'Sponsored')),
    label: 'Brands',
    shape: 'round',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByText('Sponsored')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Green Harbor Sponsored' })).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/** Categories without art draw a monogram of their name; long names wrap inside the tile. */
export const Monograms: Story = {
  args: {
    tiles: [
      ...categoryTiles.slice(0, 3).map((tile) => ({ ...tile, image: '' })),
      {
        href: '/category/high-cbd-full-spectrum-tinctures-and-oils',
        name: 'High CBD Full-Spectrum Tinctures And Oils',
        image: '',
        imageAlt: '',
      },
    ],
  },
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('list', { name: 'Categories' }));
    await expect(list.queryAllByRole('img')).toHaveLength(0);
    await expect(list.getByText('PR')).toBeVisible();
    await expect(list.getByText('HC')).toBeVisible();
    await expect(
      list.getByRole('link', { name: 'High CBD Full-Spectrum Tinctures And Oils' }),
    ).toBeVisible();
  },
};

/** Categories are loading: square skeleton tiles, announced once. */
export const Loading: Story = {
  args: { loading: true, tiles: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading categories');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const LoadingMobile: Story = { ...Loading, globals: MOBILE };

/** The skeleton alone (the home's category tiles draw it before the tiles' code loads); here
 * round, as the brand pages show it. */
export const BrandsSkeleton: Story = {
  args: { loading: true, tiles: [], skeletonCount: 12, label: 'Brands', shape: 'round' },
  render: ({ skeletonCount, label, shape }) => (
    <TileGridSkeleton skeletonCount={skeletonCount} label={label} shape={shape} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading brands');
  },
};
