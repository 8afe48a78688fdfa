import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSnapshot } from 'valtio';
import { expect, waitFor } from 'storybook/test';
import {
  openOverlay,
  setCartSidebarOpen,
  setDefaultHomePage,
  useStores,
} from '../../engine/stores';
import { TodaysDealsSection } from '../../engine/viewmodels/deals';
import { specials } from '../../fixtures/data/specials';
import { fixedHandler, loadingHandler } from '../../fixtures/mocks/handlers';
import { page } from '../../fixtures/mocks/results';
import { pageFrame } from './pageFrame';
import { waitForDeals } from './waitForDeals';

/** The connected section on the mock backend: the store's specials in the site's deal card. */
const meta = {
  title: 'Todays Deals/TodaysDealsSection',
  component: TodaysDealsSection,
  decorators: [pageFrame],
  play: waitForDeals,
} satisfies Meta<typeof TodaysDealsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const twelveSpecials = Array.from({ length: 12 }, (_, i) => {
  const special = specials[i % specials.length];
  if (!special) throw new Error('the mock catalogue has no specials');
  const id = `s-x${i + 1}`;
  return { ...special, id, _id: id, specialId: id, urlSlug: `${special.urlSlug}-${i + 1}` };
});

const cards = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('[data-deal-card]');

/** The default site: deal card Five, the mock store's nine specials. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitForDeals({ canvasElement });
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(9), { timeout: 5000 });
    await expect(canvasElement.querySelector('[data-deal-card="five"]')).not.toBeNull();
    await expect(canvas.getByRole('link', { name: 'View All Deals' })).toHaveAttribute(
      'href',
      '/deals',
    );
  },
};

/** Spec 2.15: skeletons while the specials load. */
export const Loading: Story = {
  parameters: { msw: { handlers: { specials: loadingHandler('specials') } } },
  play: async ({ canvasElement, canvas }) => {
    await waitForDeals({ canvasElement });
    await waitFor(() => expect(canvas.getByText('Loading deals')).toBeInTheDocument(), {
      timeout: 5000,
    });
  },
};

/** Spec §9: twelve specials, ten shown. */
export const TwelveSpecialsShowTen: Story = {
  parameters: {
    msw: { handlers: { specials: fixedHandler('specials', page(twelveSpecials).body) } },
  },
  play: async ({ canvasElement }) => {
    await waitForDeals({ canvasElement });
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(10), { timeout: 5000 });
  },
};

/** Spec 2.15: mobile + deals v2 → "Deals by Category" to /deals; the v2 site uses card Three. */
export const DealsV2Mobile: Story = {
  parameters: { site: 'deals-v2' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await waitForDeals({ canvasElement });
    await expect(
      await canvas.findByRole('link', { name: 'Deals by Category' }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/deals');
    await waitFor(() => expect(cards(canvasElement).length).toBeGreaterThan(0), {
      timeout: 5000,
    });
    await expect(canvasElement.querySelector('[data-deal-card="three"]')).not.toBeNull();
  },
};

/** Shows the overlay flags a deal click must reset, next to the section. */
function StoreFlags() {
  const stores = useStores();
  const notifications = useSnapshot(stores.notifications);
  const overlays = useSnapshot(stores.overlays);
  const context = useSnapshot(stores.storeContext);
  return (
    <dl aria-label="Store flags">
      <dt>Cart sidebar</dt>
      <dd>{notifications.isNotificationCartSidebarOpen ? 'open' : 'closed'}</dd>
      <dt>Menu drawer</dt>
      <dd>{overlays.menuDrawer ? 'open' : 'closed'}</dd>
      <dt>Footer sheet</dt>
      <dd>{overlays.footerSheet ? 'open' : 'closed'}</dd>
      <dt>Default home page</dt>
      <dd>{context.isDefaultHomePage ? 'yes' : 'no'}</dd>
    </dl>
  );
}

function OpenEverything() {
  const stores = useStores();
  return (
    <button
      type="button"
      onClick={() => {
        setCartSidebarOpen(stores.notifications, true);
        openOverlay(stores.overlays, 'menuDrawer');
        openOverlay(stores.overlays, 'footerSheet');
        setDefaultHomePage(stores.storeContext, true);
      }}
    >
      Open everything
    </button>
  );
}

/** Spec 2.15: following a deal closes the sidebar and the footer menu and resets the flag. */
export const FollowingADealClosesOverlays: Story = {
  // No picture: this story checks store flags; Default covers how the section looks.
  parameters: { visual: false },
  render: () => (
    <>
      <OpenEverything />
      <StoreFlags />
      <TodaysDealsSection />
    </>
  ),
  play: async ({ canvasElement, canvas, userEvent }) => {
    await waitForDeals({ canvasElement });
    await userEvent.click(canvas.getByRole('button', { name: 'Open everything' }));
    await expect(canvas.getAllByText('open')).toHaveLength(3);
    await expect(canvas.getByText('yes')).toBeInTheDocument();
    const link = await canvas.findByRole(
      'link',
      { name: /^Shop now: 20% Off All Flower/ },
      { timeout: 5000 },
    );
    await expect(link).toHaveAttribute('href', '/search/deals/20-off-all-flower');
    await userEvent.click(link);
    await expect(canvas.getAllByText('closed')).toHaveLength(3);
    await expect(canvas.getByText('no')).toBeInTheDocument();
  },
};
