import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import SearchPage from '../../engine/pages/SearchPage';
import { AtRoute, Main, imagesLoaded } from '../catalogue/storyHelpers';

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };

/** The search route group with the mobile search-page header (spec 2.1, 2.5). */
const meta = {
  title: 'Search/Pages',
  component: SearchPage,
  render: () => (
    <Main>
      <AtRoute page={<SearchPage />} />
    </Main>
  ),
  parameters: { route: '/search', site: 'default' },
} satisfies Meta<typeof SearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /search: the CMS search page's title (full-text type), Top Brands and Trending Products. */
export const Search: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await canvas.findByRole('list', { name: 'Trending Products' }, { timeout: 8000 });
    await imagesLoaded(canvasElement);
  },
};
export const SearchMobile: Story = {
  ...Search,
  globals: MOBILE,
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('button', { name: 'Type here to search products' }),
    ).toBeVisible();
    await canvas.findByRole('list', { name: 'Trending Products' }, { timeout: 8000 });
    await imagesLoaded(canvasElement);
  },
};

/** /search?search=blue: the term is the panel's starting point and the header's field text. */
export const SearchWithTermMobile: Story = {
  globals: MOBILE,
  parameters: { route: '/search?search=blue' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'blue' })).toBeVisible();
    await canvas.findByRole('link', { name: /^See All \d+ Products$/ }, { timeout: 8000 });
    await imagesLoaded(canvasElement);
  },
};

/** /search/brands: every brand, each to /search/brands/{slug}. */
export const Brands: Story = {
  parameters: { route: '/search/brands' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Brands' }, { timeout: 8000 });
    await expect(canvas.getByRole('link', { name: 'Green Harbor' })).toHaveAttribute(
      'href',
      '/search/brands/green-harbor',
    );
    await imagesLoaded(canvasElement);
  },
};
export const BrandsMobile: Story = { ...Brands, globals: MOBILE };

export const Brand: Story = {
  parameters: { route: '/search/brands/green-harbor' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Products' }, { timeout: 8000 });
    await expect(canvas.getByRole('heading', { level: 1, name: 'Green Harbor' })).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};
export const BrandMobile: Story = { ...Brand, globals: MOBILE };

export const Categories: Story = {
  parameters: { route: '/search/categories' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Categories' }, { timeout: 8000 });
    await expect(canvas.getByRole('link', { name: 'Edibles' })).toHaveAttribute(
      'href',
      '/search/categories/edibles',
    );
    await imagesLoaded(canvasElement);
  },
};
export const CategoriesMobile: Story = { ...Categories, globals: MOBILE };

export const Category: Story = {
  parameters: { route: '/search/categories/edibles' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Products' }, { timeout: 8000 });
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edibles' })).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};
export const CategoryMobile: Story = { ...Category, globals: MOBILE };
