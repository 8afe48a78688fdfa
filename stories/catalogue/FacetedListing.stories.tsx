import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { loadingFacetsView } from '../../engine/viewmodels/catalogue/facetsView';
import FacetedListing from '../../variants/catalogue/Facets';
import ProductGrid from '../../variants/catalogue/ProductGrid';
import { productCardGrid } from '../../variants/product-cards/fixtures';
import { MOBILE, TABLET } from '../viewports';
import { CHOSEN, REVIEW_VIEWPORTS, shopFacets } from './facetsStoryData';
import { imagesLoaded, pageColumn } from './storyHelpers';

const grid = (
  <ProductGrid
    products={productCardGrid}
    loading={false}
    skeletonCount={8}
    label="Products"
    onAddToCart={fn()}
    besideFilters
  />
);

const meta = {
  title: 'Catalogue/Facets/FacetedListing',
  component: FacetedListing,
  args: { ...shopFacets(CHOSEN, 21), onToggle: fn(), onRangeChange: fn(), children: grid },
  decorators: [pageColumn],
} satisfies Meta<typeof FacetedListing>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The facets beside the list from 1024 px (three cards a row, four from 1280), a "Filters"
 * button with the chips above the list below it.
 */
export const Layout: Story = {
  parameters: { visualViewports: REVIEW_VIEWPORTS },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Filter by' })).toBeVisible();
    await expect(filtersButton(canvasElement)).not.toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Remove Indica' })).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

const sheet = () => within(document.body).getByRole('dialog', { name: 'Filters' });
/** The sheet's closing button, once the sheet is open. */
const showButton = (name: string) =>
  waitFor(() => within(sheet()).getByRole('button', { name }), { timeout: 10_000 });
/** "Filters", found even where it is hidden (desktop), where it has no accessible name. */
const filtersButton = (root: HTMLElement) => root.querySelector('button[aria-haspopup="dialog"]');

/** A phone: "Filters" (with the number chosen) opens every facet in a bottom sheet. */
export const PhoneSheet: Story = {
  globals: MOBILE,
  parameters: { visualViewports: [{ width: 375, height: 812 }] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('region', { name: 'Filter by' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /^Filters\s*4 chosen$/ }));
    await expect(await showButton('Show 21 products')).toBeVisible();
    const inSheet = within(sheet());
    await expect(inSheet.getByRole('link', { name: 'Clear all' })).toHaveAttribute('href', '/shop');
    await userEvent.click(inSheet.getByRole('checkbox', { name: /^Sativa/ }));
    await expect(args.onToggle).toHaveBeenCalledWith('strainTypes', 'SATIVA');
  },
};

/** "Show N products" closes the sheet and gives focus back to "Filters". */
export const ShowProductsCloses: Story = {
  globals: MOBILE,
  // The picture would be Layout's at 375 px: the sheet is closed again.
  parameters: { visual: false },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: /^Filters/ });
    await userEvent.click(button);
    await userEvent.click(await showButton('Show 21 products'));
    await waitFor(() => expect(document.querySelector('dialog[open]')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** Nothing chosen on a tablet: "Filters" alone above the list, no chips. */
export const NothingChosenTablet: Story = {
  args: { ...shopFacets('', 53), onToggle: fn(), onRangeChange: fn(), children: grid },
  globals: TABLET,
  parameters: { visualViewports: [{ width: 768, height: 1024 }] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Filters' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Chosen filters' })).toBeNull();
    await imagesLoaded(canvasElement);
  },
};

/** The first page on its way: the facets' column keeps its place beside the skeleton cards. */
export const Loading: Story = {
  args: {
    ...loadingFacetsView('/shop'),
    onToggle: fn(),
    onRangeChange: fn(),
    children: (
      <ProductGrid
        products={[]}
        loading
        skeletonCount={8}
        label="Products"
        onAddToCart={fn()}
        besideFilters
      />
    ),
  },
  parameters: {
    visualViewports: [
      { width: 1280, height: 900 },
      { width: 375, height: 812 },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading products');
    await expect(filtersButton(canvasElement)).toBeDisabled();
  },
};
