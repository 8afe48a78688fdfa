import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import DealsPage from '../../engine/pages/DealsPage';
import { fixedHandler, loadingHandler } from '../../fixtures/mocks/handlers';
import { AtRoute, Main, imagesLoaded } from './storyHelpers';

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };

const meta = {
  title: 'Catalogue/Pages/Deals',
  component: DealsPage,
  render: () => (
    <Main>
      <AtRoute page={<DealsPage />} />
    </Main>
  ),
  parameters: { route: '/deals' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Deals' }, { timeout: 8000 });
    await imagesLoaded(canvasElement);
  },
} satisfies Meta<typeof DealsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every deal as the site's deal card; on the deals page a card opens the deal collection (2.15). */
export const Deals: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list', { name: 'Deals' }, { timeout: 8000 });
    await expect(
      await within(list).findByRole(
        'link',
        { name: 'Shop Deals: BOGO Pre Rolls' },
        { timeout: 8000 },
      ),
    ).toHaveAttribute('href', '/deals-collection/category?specialSlug=bogo-pre-rolls');
    await imagesLoaded(canvasElement);
  },
};

export const DealsMobile: Story = { globals: MOBILE };

export const DealsLoading: Story = {
  parameters: { msw: [loadingHandler('specials')] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading deals')).toBeInTheDocument();
  },
};

export const NoDeals: Story = {
  parameters: {
    msw: [fixedHandler('specials', { statusCode: 200, data: { data: [], total: 0 } })],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Not found!', {}, { timeout: 8000 })).toBeVisible();
  },
};

/** /deals/{slug}: the deal's banner and its products from the product filter (specialSlug). */
export const Deal: Story = {
  parameters: { route: '/deals/bogo-pre-rolls' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'BOGO Pre Rolls' }, { timeout: 8000 }),
    ).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Products' }, { timeout: 8000 });
    const tags = within(list).getAllByText('BOGO Pre Rolls');
    await expect(tags.length).toBe(within(list).getAllByRole('listitem').length);
    await imagesLoaded(canvasElement);
  },
};

export const DealMobile: Story = { ...Deal, globals: MOBILE };

/** /deals-collection/category?specialSlug=…&brandId=…: one deal for one brand. */
export const CollectionForBrand: Story = {
  parameters: {
    route: '/deals-collection/category?specialSlug=20-off-all-flower&brandId=green-harbor',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByText('Deal · From Green Harbor', {}, { timeout: 8000 }),
    ).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Products' }, { timeout: 8000 });
    await expect(within(list).getAllByText('Green Harbor').length).toBe(
      within(list).getAllByRole('listitem').length,
    );
    await imagesLoaded(canvasElement);
  },
};

export const DealsByCategory: Story = {
  parameters: { route: '/deals-category' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Deal categories' }, { timeout: 8000 });
    await imagesLoaded(canvasElement);
  },
};

/** /deals-category/{slug}: the deals running in a category, each to its collection there. */
export const CategoryDeals: Story = {
  parameters: { route: '/deals-category/flowers' },
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list', { name: 'Flowers Deals' }, { timeout: 8000 });
    await expect(
      await within(list).findByRole(
        'link',
        { name: 'Shop Deals: 20% Off All Flower' },
        { timeout: 8000 },
      ),
    ).toHaveAttribute('href', '/deals-collection/flowers?specialSlug=20-off-all-flower');
    await imagesLoaded(canvasElement);
  },
};

/** Spec 8: "Not found!" for a deal that does not exist. */
export const UnknownDeal: Story = {
  parameters: { route: '/deals/no-such-deal' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Not found!' }, { timeout: 8000 }),
    ).toBeVisible();
  },
};

export const Specials: Story = {
  parameters: { route: '/specials?specialSlug=munchie-monday' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Products' }, { timeout: 8000 });
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Munchie Monday: $5 Off Edibles' }),
    ).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};
