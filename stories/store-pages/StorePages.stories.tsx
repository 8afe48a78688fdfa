import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import StoresPage from '../../engine/pages/StoresPage';
import { fixedHandler, loadingHandler } from '../../fixtures/mocks/handlers';
import {
  AtRoute,
  MOBILE,
  Main,
  TABLET,
  TROY,
  withFixedNow,
  withSeededStores,
} from './storyHelpers';

const meta = {
  title: 'Store Pages/Stores',
  component: StoresPage,
  decorators: [withSeededStores, withFixedNow],
  render: () => (
    <Main>
      <AtRoute page={<StoresPage />} />
    </Main>
  ),
  parameters: { route: '/find-a-dispensary' },
} satisfies Meta<typeof StoresPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = async (canvasElement: HTMLElement) =>
  within(canvasElement).findAllByRole('article', {}, { timeout: 8000 });

/** /find-a-dispensary without a position: the default map location and every store. */
export const Finder: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await cards(canvasElement)).toHaveLength(7);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Find a Dispensary' }),
    ).toBeVisible();
    await expect(canvas.getByText('Default map location')).toBeVisible();
    await expect(canvas.getByText('42.5490° N, 83.1670° W')).toBeVisible();
  },
};

export const FinderMobile: Story = { ...Finder, globals: MOBILE };

/** The shopper shops at Troy: its recreational button reads "Shopping Recreational". */
export const FinderWithStore: Story = {
  parameters: { stores: { storeContext: TROY } },
  play: async ({ canvas, canvasElement }) => {
    await cards(canvasElement);
    const troy = canvas.getByRole('heading', { name: 'Greenleaf Market Troy' }).closest('article');
    if (troy === null) throw new Error('no Troy card');
    await expect(
      within(troy as HTMLElement).getByRole('button', { name: 'Shopping Recreational' }),
    ).toBeVisible();
  },
};

/** "Select a State" and "Search by Store Name" filter the list (600 ms debounce). */
export const FinderSearch: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await cards(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Select a State'), 'MI');
    await userEvent.type(canvas.getByRole('searchbox'), 'ann');
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1), { timeout: 3000 });
    await expect(canvas.getByRole('heading', { name: 'Greenleaf Market Ann Arbor' })).toBeVisible();
  },
};

export const FinderNoMatch: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await cards(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'zzz');
    await expect(
      await canvas.findByText(
        'We are sorry, no retailer matches your search.',
        {},
        { timeout: 3000 },
      ),
    ).toBeVisible();
  },
};

export const FinderNoStores: Story = {
  parameters: {
    msw: [fixedHandler('retailers', { statusCode: 200, data: { data: [], total: 0 } })],
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'We are sorry, currently no retailer is found.',
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible();
  },
};

export const FinderLoading: Story = {
  parameters: { msw: [loadingHandler('retailers')] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading stores')).toBeInTheDocument();
  },
};

/** Pressing a card's button switches the store: it reads "Loading..." and every button waits (4.3). */
export const FinderSwitching: Story = {
  parameters: { msw: [loadingHandler('retailer')] },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await cards(canvasElement);
    const troy = canvas.getByRole('heading', { name: 'Greenleaf Market Troy' }).closest('article');
    if (troy === null) throw new Error('no Troy card');
    await userEvent.click(
      within(troy as HTMLElement).getByRole('button', { name: 'Shop Recreational' }),
    );
    await expect(
      await within(troy as HTMLElement).findByRole('button', { name: 'Loading...' }),
    ).toBeDisabled();
    for (const button of canvas.getAllByRole('button', { name: /^Shop/ })) {
      await expect(button).toBeDisabled();
    }
  },
};

/** /store-directory: every state with stores, one section each. */
export const Directory: Story = {
  parameters: { route: '/store-directory' },
  play: async ({ canvas, canvasElement }) => {
    await cards(canvasElement);
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(headings).toEqual(['Arizona', 'Arkansas', 'Colorado', 'Michigan']);
  },
};

export const DirectoryMobile: Story = { ...Directory, globals: MOBILE };

/** /mi: Michigan only (breadcrumb "Store Directory"). */
export const StateDirectory: Story = {
  parameters: { route: '/mi' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await cards(canvasElement)).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Michigan' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const StateDirectoryTablet: Story = { ...StateDirectory, globals: TABLET };

/** /{urlSlug}: details, the week's hours, menu buttons and the offline map panel. */
export const StoreDetails: Story = {
  parameters: { route: '/greenleaf-market-troy' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Greenleaf Market Troy' },
        { timeout: 8000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Call : (248) 555-0142' })).toHaveAttribute(
      'href',
      'tel:2485550142',
    );
    await expect(canvas.getByRole('rowheader', { name: 'Wednesday (today)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Shop Medical' })).toBeEnabled();
    await expect(canvas.getByText('42.5493° N, 83.1671° W')).toBeVisible();
  },
};

export const StoreDetailsMobile: Story = { ...StoreDetails, globals: MOBILE };

/** /store-details/{id} of a store with special hours that are not in range: closed (4.10). */
export const StoreDetailsSpecialClosed: Story = {
  parameters: { route: '/store-details/saguaro-wellness-tempe' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Closed | Special Hours: Inventory Day', {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getAllByText('Store Closed')[0]).toBeVisible();
  },
};

export const StoreDetailsLoading: Story = {
  parameters: { route: '/greenleaf-market-troy', msw: [loadingHandler('retailer')] },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Loading store details' }),
    ).toBeVisible();
  },
};

export const StoreNotFound: Story = {
  parameters: { route: '/no-such-store' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/We could not find that store/, {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Find a Dispensary' })).toHaveAttribute(
      'href',
      '/find-a-dispensary',
    );
  },
};
