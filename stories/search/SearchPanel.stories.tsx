import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import SearchPanel from '../../variants/search/SearchPanel';
import { searchOverlayFixture, trending } from '../../variants/search/fixtures';
import { imagesLoaded, pageColumn } from '../catalogue/storyHelpers';

const mobile = { viewport: { value: 'mobile', isRotated: false } };

type PanelData = Pick<
  ComponentProps<typeof SearchPanel>,
  'term' | 'results' | 'seeAll' | 'topBrandsTitle' | 'trendingTitle' | 'viewAllBrandsHref'
>;

/** The panel shows what the overlay shows (same view-model), without the overlay's frame. */
const panel = ({
  term,
  results,
  seeAll,
  topBrandsTitle,
  trendingTitle,
  viewAllBrandsHref,
}: PanelData): PanelData => ({
  term,
  results,
  seeAll,
  topBrandsTitle,
  trendingTitle,
  viewAllBrandsHref,
});

/** /search's column: the panel sits under the page title in the shell's main, and on phones
 * runs edge to edge over the page gutter. */
/** The /search page's panel alone, one story per state of spec 2.8, from the search fixtures. */
const meta = {
  title: 'Search/SearchPanel',
  component: SearchPanel,
  decorators: [pageColumn],
  args: {
    ...panel(searchOverlayFixture.start),
    onTermChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
    onRetry: fn(),
    onNavigate: fn(),
  },
  // Brand logos and product pictures: the screenshot waits for the ones in view.
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
  },
} satisfies Meta<typeof SearchPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty term: Top Brands with "View All", then Trending Products. */
export const Start: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const field = canvas.getByRole('searchbox', { name: 'Search products' });
    await expect(field).toHaveValue('');
    // Nothing to clear yet.
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/search/brands',
    );
    await expect(canvas.getByRole('list', { name: 'Trending Products' }).children).toHaveLength(
      trending.length,
    );
    await expect(canvas.queryByRole('link', { name: /^See All/ })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: /^Blue Dream/ }));
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    await imagesLoaded(canvasElement);
  },
};

/** Edge to edge on phones. */
export const StartMobile: Story = { globals: mobile };

/** Top Brands and Trending Products still loading. */
export const StartLoading: Story = {
  args: panel(searchOverlayFixture.startLoading),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading trending products')).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Trending Products' })).toBeNull();
  },
};

/** The first answer for a term: five skeleton rows. */
export const Loading: Story = {
  args: panel(searchOverlayFixture.loading),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading results');
    const skeleton = canvas.getByTestId('search-skeleton');
    await expect(skeleton.querySelectorAll(':scope > [aria-hidden="true"]')).toHaveLength(5);
  },
};

/** Suggestions, brands and products for "blue", and "See All" at the foot (not sticky here).
 * The field reports typing, Enter and clearing; the term itself stays the page's. */
export const Suggestions: Story = {
  args: panel(searchOverlayFixture.suggestions),
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(
      canvas.getByRole('link', { name: 'Green Harbor Blue Dream Flowers' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Lake Effect Farms' })).toHaveAttribute(
      'href',
      '/shop?search=Lake%20Effect%20Farms',
    );
    await expect(canvas.getByText('Variants: 4')).toBeVisible();
    const seeAll = canvas.getByRole('link', { name: 'See All 4 Products' });
    await expect(seeAll).toHaveAttribute('href', '/shop?search=blue');
    await userEvent.click(seeAll);
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);

    const field = canvas.getByRole('searchbox', { name: 'Search products' });
    await userEvent.type(field, 'x');
    await expect(args.onTermChange).toHaveBeenCalledWith('bluex');
    await expect(field).toHaveValue('blue');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    await imagesLoaded(canvasElement);
  },
};

export const SuggestionsMobile: Story = {
  args: panel(searchOverlayFixture.suggestions),
  globals: mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'See All 4 Products' })).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/** A newer term is loading over the older answer: a moving bar, the results kept. */
export const Updating: Story = {
  args: panel(searchOverlayFixture.updating),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Updating results');
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
    await expect(canvas.getByRole('searchbox')).toHaveValue('blue dr');
    await imagesLoaded(canvasElement);
  },
};

/** Nothing found, for a term long enough to wrap in the message and fill the field. */
export const NoResultsLongTerm: Story = {
  args: {
    term: 'extra strength watermelon zkittlez live rosin gummies with nighttime terpenes',
    results: {
      kind: 'noResults',
      term: 'extra strength watermelon zkittlez live rosin gummies with nighttime terpenes',
    },
    seeAll: null,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No results' })).toBeVisible();
    await expect(canvas.getByText(/Nothing matches “extra strength watermelon/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^See All/ })).toBeNull();
  },
};

export const NoResultsMobile: Story = {
  args: panel(searchOverlayFixture.noResults),
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing matches “zzzz”', { exact: false })).toBeVisible();
  },
};

/** The suggestion call failed: the message and "Try again". */
export const Failed: Story = {
  args: panel(searchOverlayFixture.error),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('We couldn’t search right now');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  },
};
