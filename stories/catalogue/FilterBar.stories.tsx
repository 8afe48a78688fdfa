import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, within } from 'storybook/test';
import {
  EMPTY_LISTING_QUERY,
  PRICE_FILTERS,
  buildListingSearch,
  changeListing,
  hasListingFilters,
  type ListingQuery,
} from '../../engine/rules/listingQuery';
import {
  brandSlug,
  categoryDisplayName,
  categorySlug,
} from '../../engine/viewmodels/catalogue/productView';
import { catalogue } from '../../fixtures/data';
import { BrandSchema, CategorySchema } from '../../schemas';
import FilterBar from '../../variants/catalogue/FilterBar';
import { inPageFrame } from './storyHelpers';

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };

type FilterBarData = Omit<ComponentProps<typeof FilterBar>, 'onBrandChange' | 'onPriceChange'>;

const categories = catalogue.categories.map((wire) => CategorySchema.parse(wire));
const brands = catalogue.brands.map((wire) => BrandSchema.parse(wire));

/**
 * The bar of /shop for a URL state, built as the listing view-model builds it from the seeded
 * categories and brands: every chip and "Clear" link is the same URL with one filter changed.
 */
function shopBar(
  change: Partial<ListingQuery>,
  total: number | null,
  { categoryFilter = true, brandFilter = true } = {},
): FilterBarData {
  const query = { ...EMPTY_LISTING_QUERY, ...change };
  const hrefFor = (next: Partial<ListingQuery>) =>
    `/shop${buildListingSearch(changeListing(query, next))}`;
  const clearAll = hrefFor({ search: '', price: null, category: null, brand: null });
  return {
    categories: categoryFilter
      ? [
          { label: 'All', href: hrefFor({ category: null }), current: query.category === null },
          ...categories.map((category) => ({
            label: categoryDisplayName(category.categoryName),
            href: hrefFor({ category: categorySlug(category) }),
            current: query.category === categorySlug(category),
          })),
        ]
      : [],
    brands: brandFilter
      ? [
          { label: 'All brands', value: null },
          ...brands.map((brand) => ({
            label: brand.brandName || brand.name,
            value: brandSlug(brand),
          })),
        ]
      : [],
    prices: [{ label: 'Any price', value: null }, ...PRICE_FILTERS],
    selectedBrand: query.brand,
    selectedPrice: query.price,
    search: query.search,
    clearSearchHref: hrefFor({ search: '' }),
    clearAllHref: hasListingFilters(query) ? clearAll : null,
    resultText: total === null ? null : `${total} ${total === 1 ? 'product' : 'products'}`,
  };
}

const meta = {
  title: 'Catalogue/FilterBar',
  component: FilterBar,
  args: {
    ...shopBar({}, catalogue.products.length),
    onBrandChange: fn(),
    onPriceChange: fn(),
  },
  decorators: [inPageFrame],
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const brandSelect = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: /^Brand/ });
const priceSelect = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: /^Price/ });

/** /shop with nothing filtered: "All" is the current chip, no "Clear all". */
export const Shop: Story = {
  play: async ({ canvas, canvasElement }) => {
    const chips = within(canvas.getByRole('navigation', { name: 'Categories' }));
    await expect(chips.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    await expect(chips.getByRole('link', { name: 'Pre Rolls' })).toHaveAttribute(
      'href',
      '/shop?category=pre-rolls',
    );
    await expect(canvas.getByText(`${catalogue.products.length} products`)).toBeVisible();
    await expect(brandSelect(canvasElement)).toHaveDisplayValue('All brands');
    await expect(priceSelect(canvasElement)).toHaveDisplayValue('Any price');
    await expect(canvas.queryByRole('link', { name: 'Clear all' })).toBeNull();
  },
};

/** The first page is loading: the count line keeps its height, empty. */
export const Loading: Story = {
  args: shopBar({}, null),
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/products?$/)).toBeNull();
    await expect(canvas.getByRole('navigation', { name: 'Categories' })).toBeVisible();
  },
};

const filtered = shopBar({ category: 'flowers', brand: 'green-harbor', price: '40' }, 3);

/** Category, brand and price chosen; each select reports the choice, "All"/"Any" as null. */
export const Filtered: Story = {
  args: filtered,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('link', { name: 'Flowers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(brandSelect(canvasElement)).toHaveDisplayValue('Green Harbor');
    await expect(priceSelect(canvasElement)).toHaveDisplayValue('Under $40');
    await expect(canvas.getByText('3 products')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Clear all' })).toHaveAttribute('href', '/shop');

    await userEvent.selectOptions(brandSelect(canvasElement), 'Desert Bloom');
    await expect(args.onBrandChange).toHaveBeenLastCalledWith('desert-bloom');
    await userEvent.selectOptions(brandSelect(canvasElement), 'All brands');
    await expect(args.onBrandChange).toHaveBeenLastCalledWith(null);
    // By value: user-event matches option text through innerHTML, where "&" reads "&amp;".
    await userEvent.selectOptions(priceSelect(canvasElement), '100-above');
    await expect(args.onPriceChange).toHaveBeenLastCalledWith('100-above');
    await userEvent.selectOptions(priceSelect(canvasElement), 'Any price');
    await expect(args.onPriceChange).toHaveBeenLastCalledWith(null);
  },
};

/** Phones: the chips scroll sideways, the selects share one row, "Clear all" below them. */
export const FilteredMobile: Story = {
  args: filtered,
  globals: MOBILE,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Clear all' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Flowers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** ?search=: the term above the filters, with a way to drop only the search. */
export const Search: Story = {
  args: shopBar({ search: 'blue dream' }, 2),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('“blue dream”')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Clear search' })).toHaveAttribute(
      'href',
      '/shop',
    );
    await expect(canvas.getByRole('link', { name: 'Clear all' })).toHaveAttribute('href', '/shop');
  },
};

const longTerm = 'strawberry lemonade live resin sugar wax small batch reserve';

/** A long search term on a phone wraps; "Clear search" keeps the other filters. */
export const LongSearchMobile: Story = {
  args: shopBar({ search: longTerm, price: '60' }, 1),
  globals: MOBILE,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`“${longTerm}”`)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Clear search' })).toHaveAttribute(
      'href',
      '/shop?pageNo=1&price=60',
    );
    await expect(canvas.getByText('1 product')).toBeVisible();
  },
};

/** A category page lists one category: no chips. */
export const CategoryPage: Story = {
  args: shopBar({}, 12, { categoryFilter: false }),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Categories' })).toBeNull();
    await expect(brandSelect(canvasElement)).toBeVisible();
    await expect(canvas.getByText('12 products')).toBeVisible();
  },
};

/** A brand page lists one brand: no brand select, only price. */
export const BrandPage: Story = {
  args: shopBar({ price: '20' }, 5, { brandFilter: false }),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('combobox', { name: /^Brand/ })).toBeNull();
    await expect(priceSelect(canvasElement)).toHaveDisplayValue('Under $20');
    await expect(canvas.getByRole('link', { name: 'Clear all' })).toHaveAttribute('href', '/shop');
  },
};
