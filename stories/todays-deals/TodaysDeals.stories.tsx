import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { DealCardSlot } from '../../engine/viewmodels/deals';
import TodaysDeals from '../../variants/todays-deals/TodaysDeals';
import { todaysDealsArgs } from '../../variants/todays-deals/fixtures';
import { pageFrame } from './pageFrame';
import { waitForDeals } from './waitForDeals';

/** The section view with the site's deal card (parameters.site picks the variant; default Five). */
const meta = {
  title: 'Todays Deals/TodaysDeals',
  component: TodaysDeals,
  args: { ...todaysDealsArgs.threeDeals, card: DealCardSlot, onSelect: fn() },
  decorators: [pageFrame],
  play: waitForDeals,
} satisfies Meta<typeof TodaysDeals>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The site's card arrives as a lazy chunk. */
const LOAD = { timeout: 5000 };

const cardsIn = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('[data-deal-card]');

export const ThreeDeals: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitForDeals({ canvasElement });
    await expect(canvas.getByRole('heading', { name: "Today's Deals" })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View All Deals' })).toHaveAttribute(
      'href',
      '/deals',
    );
    await waitFor(() => expect(cardsIn(canvasElement)).toHaveLength(3), LOAD);
  },
};

/** The most the carousel shows (spec §9: 10); previous/next page through it. */
export const TenDeals: Story = {
  args: todaysDealsArgs.tenDeals,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitForDeals({ canvasElement });
    await waitFor(() => expect(cardsIn(canvasElement)).toHaveLength(10), LOAD);
    const previous = canvas.getByRole('button', { name: 'Previous deals' });
    const next = canvas.getByRole('button', { name: 'Next deals' });
    await expect(previous).toBeDisabled();
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    await waitFor(() => expect(previous).toBeEnabled());
    // Back to the start, so the picture is taken at a stable scroll position.
    await userEvent.click(previous);
    await waitFor(() => expect(previous).toBeDisabled());
  },
};

/** Spec 2.15: skeletons while there are no specials yet. */
export const Loading: Story = {
  args: todaysDealsArgs.loading,
  play: async ({ canvasElement, canvas }) => {
    await waitForDeals({ canvasElement });
    await expect(canvas.getByText('Loading deals')).toBeInTheDocument();
    await waitFor(
      () => expect(canvas.getAllByText('Loading deal').length).toBeGreaterThan(0),
      LOAD,
    );
    await expect(canvas.queryByRole('button', { name: 'Next deals' })).toBeNull();
  },
};

/** Loaded with none: the spec keeps the skeleton cards, without announcing a load. */
export const NoDeals: Story = {
  args: todaysDealsArgs.none,
  play: async ({ canvasElement, canvas }) => {
    await waitForDeals({ canvasElement });
    await expect(canvas.queryByText('Loading deals')).toBeNull();
  },
};

export const LongTexts: Story = { args: todaysDealsArgs.longTexts };

/** Spec 2.15: on mobile with deals v2 the button reads "Deals by Category" and goes to /deals. */
export const DealsV2Mobile: Story = {
  args: todaysDealsArgs.dealsV2,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, canvas }) => {
    await waitForDeals({ canvasElement });
    await expect(canvas.getByRole('link', { name: 'Deals by Category' })).toHaveAttribute(
      'href',
      '/deals',
    );
    await expect(canvas.queryByRole('link', { name: 'View All Deals' })).toBeNull();
  },
};

/** From tablet up the v2 site keeps the configured button. */
export const DealsV2Desktop: Story = {
  args: todaysDealsArgs.dealsV2,
  play: async ({ canvasElement, canvas }) => {
    await waitForDeals({ canvasElement });
    await expect(canvas.getByRole('link', { name: 'View All Deals' })).toHaveAttribute(
      'href',
      '/deals-category',
    );
    await expect(canvas.queryByRole('link', { name: 'Deals by Category' })).toBeNull();
  },
};

/** 1.1 cards per view: the next card peeks at the screen edge. */
export const Mobile: Story = {
  args: todaysDealsArgs.tenDeals,
  globals: { viewport: { value: 'mobile' } },
};

export const MobileLoading: Story = {
  args: todaysDealsArgs.loading,
  globals: { viewport: { value: 'mobile' } },
};

export const Tablet: Story = {
  args: todaysDealsArgs.tenDeals,
  globals: { viewport: { value: 'tablet' } },
};

/** The section draws whichever card the site chose (here Deal Card Three). */
export const WithCardThree: Story = {
  args: todaysDealsArgs.tenDeals,
  parameters: { site: 'deal-card-three' },
  play: async ({ canvasElement }) => {
    await waitForDeals({ canvasElement });
    await waitFor(
      () => expect(canvasElement.querySelector('[data-deal-card="three"]')).not.toBeNull(),
      LOAD,
    );
  },
};

export const FollowingADealReportsIt: Story = {
  play: async ({ canvasElement, canvas, userEvent, args }) => {
    await waitForDeals({ canvasElement });
    const link = await canvas.findByRole('link', { name: /^Shop now: 20% Off All Flower/ }, LOAD);
    await userEvent.click(link);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};
