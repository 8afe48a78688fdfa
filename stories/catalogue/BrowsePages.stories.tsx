import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import BrandsPage from '../../engine/pages/BrandsPage';
import CategoryPage from '../../engine/pages/CategoryPage';
import { loadingHandler } from '../../fixtures/mocks/handlers';
import { AtRoute, Main, imagesLoaded } from './storyHelpers';

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };

const meta = {
  title: 'Catalogue/Pages/Categories and brands',
  component: CategoryPage,
  render: () => (
    <Main>
      <AtRoute page={<CategoryPage />} />
    </Main>
  ),
  parameters: { route: '/categories' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Categories' }, { timeout: 8000 });
    await imagesLoaded(canvasElement);
  },
} satisfies Meta<typeof CategoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Categories: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Categories' }, { timeout: 8000 });
    await expect(canvas.getByRole('link', { name: 'Pre Rolls' })).toHaveAttribute(
      'href',
      '/category/pre-rolls',
    );
    await imagesLoaded(canvasElement);
  },
};

export const CategoriesMobile: Story = { globals: MOBILE };

export const CategoriesLoading: Story = {
  parameters: { msw: [loadingHandler('categories')] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading categories')).toBeInTheDocument();
  },
};

/** /category/{slug}: the category's products with brand and price filters. */
export const Category: Story = {
  parameters: { route: '/category/edibles' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Products' }, { timeout: 8000 });
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edibles' })).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

export const CategoryMobile: Story = { ...Category, globals: MOBILE };

export const UnknownCategory: Story = {
  parameters: { route: '/category/nothing-here' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('We couldn’t find this category', {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};

const brandsRender = () => (
  <Main>
    <AtRoute page={<BrandsPage />} />
  </Main>
);

/** Brand tiles follow the brand image rule: "null" and default.png custom images fall back. */
export const Brands: Story = {
  render: brandsRender,
  parameters: { route: '/brands' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Brands' }, { timeout: 8000 });
    const images = [...canvasElement.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    await expect(images).not.toContain('null');
    await expect(images.some((src) => src?.includes('default.png'))).toBe(false);
    await expect(images).toContain('/images/deals-default-img.png');
    await imagesLoaded(canvasElement);
  },
};

export const BrandsMobile: Story = {
  render: brandsRender,
  parameters: { route: '/brands' },
  globals: MOBILE,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Brands' }, { timeout: 8000 });
    await imagesLoaded(canvasElement);
  },
};

export const SponsoredBrands: Story = {
  render: brandsRender,
  parameters: { route: '/sponsored-brand' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Brands' }, { timeout: 8000 });
    await imagesLoaded(canvasElement);
  },
};

/** /brands/{x}: the brand, its deals (cards lead to the brand's deal collection), its products. */
export const BrandDetails: Story = {
  render: brandsRender,
  parameters: { route: '/brands/green-harbor' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Products' }, { timeout: 8000 });
    const deals = await canvas.findByRole(
      'list',
      { name: 'Deals from Green Harbor' },
      { timeout: 8000 },
    );
    const [link] = await within(deals).findAllByRole('link', {}, { timeout: 8000 });
    await expect(link?.getAttribute('href')).toMatch(
      /^\/deals-collection\/category\?specialSlug=[\w-]+&brandId=green-harbor$/,
    );
    await imagesLoaded(canvasElement);
  },
};

export const BrandDetailsMobile: Story = {
  render: brandsRender,
  parameters: { route: '/brands/green-harbor' },
  globals: MOBILE,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Products' }, { timeout: 8000 });
    await imagesLoaded(canvasElement);
  },
};

export const UnknownBrand: Story = {
  render: brandsRender,
  parameters: { route: '/brands/no-such-brand' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('We couldn’t find this brand', {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};
