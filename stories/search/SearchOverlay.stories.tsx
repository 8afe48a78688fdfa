import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { highlightSegments } from '../../engine/rules/searchHighlight';
import SearchOverlay from '../../variants/search/SearchOverlay';
import { results, searchOverlayFixture } from '../../variants/search/fixtures';
import { imagesLoaded } from '../catalogue/storyHelpers';

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };
const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };

/** The variant alone, one story per state of spec 2.8; the connected overlay has its own file. */
const meta = {
  title: 'Search/SearchOverlay',
  component: SearchOverlay,
  globals: MOBILE,
  args: {
    ...searchOverlayFixture.start,
    onTermChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
    onRetry: fn(),
    onNavigate: fn(),
    onClose: fn(),
  },
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
  },
} satisfies Meta<typeof SearchOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty term: Top Brands (3.2 per view, "View All") and Trending Products. */
export const Start: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('dialog', { name: 'Search products' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/search/brands',
    );
    await expect(canvas.getByRole('list', { name: 'Trending Products' }).children).toHaveLength(6);
    await imagesLoaded(canvasElement);
  },
};
export const StartDesktop: Story = { globals: DESKTOP };

/** Drawer from the right on wide screens. */
export const DrawerDesktop: Story = { globals: DESKTOP, args: { presentation: 'drawer' } };

export const StartLoading: Story = {
  args: searchOverlayFixture.startLoading,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading trending products')).toBeInTheDocument();
  },
};

/** Five skeleton rows while the first answer for a term is on its way. */
export const Loading: Story = {
  args: searchOverlayFixture.loading,
  play: async ({ canvas }) => {
    const skeleton = canvas.getByTestId('search-skeleton');
    await expect(skeleton.querySelectorAll(':scope > [aria-hidden="true"]')).toHaveLength(5);
  },
};

export const Suggestions: Story = {
  args: searchOverlayFixture.suggestions,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(
      canvas.getByRole('link', { name: 'Green Harbor Blue Dream Flowers' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Lake Effect Farms' })).toBeVisible();
    await expect(canvas.getByText('Variants: 4')).toBeVisible();
    const seeAll = canvas.getByRole('link', { name: 'See All 4 Products' });
    await expect(seeAll).toHaveAttribute('href', '/shop?search=blue');
    await imagesLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: /^Blue Dream Pre Roll/ }));
    await expect(args.onNavigate).toHaveBeenCalled();
  },
};
export const SuggestionsDesktop: Story = { ...Suggestions, globals: DESKTOP };

/** A newer term is loading: the older answer stays, dimmed and marked busy. */
export const Updating: Story = {
  args: searchOverlayFixture.updating,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.querySelector('[aria-busy="true"]')).not.toBeNull();
    await imagesLoaded(canvasElement);
  },
};

/** A hostile highlight: only words reach the page, no element, no handler runs. */
export const HostileHighlight: Story = {
  args: {
    ...searchOverlayFixture.suggestions,
    results: {
      ...results,
      suggestions: [
        {
          key: 'x',
          segments: highlightSegments(
            '<img src=x onerror="window.__searchXss=1">Green Harbor <em>Blue</em> Dream<script>window.__searchXss=2</script>',
          ),
          href: '/shop?search=Blue%20Dream',
        },
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Green Harbor Blue Dream' })).toBeVisible();
    const dialog = canvas.getByRole('dialog');
    await expect(dialog.querySelector('img[src="x"], script, [onerror]')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect((window as { __searchXss?: number }).__searchXss).toBeUndefined();
    await imagesLoaded(canvasElement);
  },
};

export const NoResults: Story = {
  args: searchOverlayFixture.noResults,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No results' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /See All/ })).toBeNull();
  },
};
export const NoResultsDesktop: Story = { ...NoResults, globals: DESKTOP };

export const Error: Story = {
  args: searchOverlayFixture.error,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('We couldn’t search right now');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Back arrow and Escape close; the field reports typing and clearing. */
export const Keyboard: Story = {
  args: searchOverlayFixture.suggestions,
  play: async ({ canvas, userEvent, args }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Close search' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search products' }), 'x');
    await expect(args.onTermChange).toHaveBeenCalledWith('bluex');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
