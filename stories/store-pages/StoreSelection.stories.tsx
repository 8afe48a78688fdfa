import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSnapshot } from 'valtio';
import { expect, waitFor, within } from 'storybook/test';
import { ChooseStorePrompt } from '../../engine/shell/ChooseStorePrompt';
import { StoreClosedModal } from '../../engine/shell/StoreClosedModal';
import { StorePreferenceSlot } from '../../engine/shell/StorePreferenceSlot';
import { orderStripFor } from '../../engine/rules/orderStrip';
import { useStores } from '../../engine/stores/StoresProvider';
import { loadingHandler } from '../../fixtures/mocks/handlers';
import { MOBILE, STORE_CLOSED_NOW, TROY, withFixedNow, withSeededStores } from './storyHelpers';

/** The header's order strip, as a shopper would read it after a switch (spec 2.6). */
function StripProbe() {
  const context = useSnapshot(useStores().storeContext);
  const strip = orderStripFor(
    { ...context, retailerDetailsAddress: context.retailerDetails.address },
    false,
  );
  return <p data-testid="strip">{strip.kind === 'selected' ? strip.text : 'Select a Store'}</p>;
}

/** The shell's store pieces: the preference selector slot, the prompt and the closed modal. */
function StoreSelectionShell() {
  return (
    <>
      <main style={{ padding: 24 }}>
        <h1>Storefront</h1>
        <StripProbe />
      </main>
      <StorePreferenceSlot />
      <ChooseStorePrompt />
      <StoreClosedModal />
    </>
  );
}

const meta = {
  title: 'Store Pages/Store selection',
  component: StoreSelectionShell,
  decorators: [withSeededStores, withFixedNow],
} satisfies Meta<typeof StoreSelectionShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const selector = (canvasElement: HTMLElement) =>
  body(canvasElement).findByRole('dialog', { name: 'Select Your Store' }, { timeout: 8000 });
const troyCard = async (canvasElement: HTMLElement) => {
  const dialog = within(await selector(canvasElement));
  const heading = await dialog.findByRole(
    'heading',
    { name: 'Greenleaf Market Troy' },
    { timeout: 8000 },
  );
  const card = heading.closest('article');
  if (card === null) throw new Error('no Troy card');
  return within(card as HTMLElement);
};

/** Spec 4.5: no store yet, so the prompt asks for one; "Select a Store" opens the selector. */
export const ChooseStorePromptShown: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const prompt = canvas.getByRole('complementary', { name: 'Choose your store' });
    await expect(prompt).toBeVisible();
    await userEvent.click(within(prompt).getByRole('button', { name: 'Select a Store' }));
    await expect(await selector(canvasElement)).toBeVisible();
    await expect(canvas.queryByRole('complementary', { name: 'Choose your store' })).toBeNull();
  },
};

export const ChooseStorePromptMobile: Story = {
  globals: MOBILE,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary', { name: 'Choose your store' })).toBeVisible();
  },
};

/** "Not now" opts for the default home page: the prompt goes away (spec 4.5). */
export const ChooseStorePromptDismissed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Not now' }));
    await expect(canvas.queryByRole('complementary', { name: 'Choose your store' })).toBeNull();
  },
};

/** The whole switch: Troy's "Shop Recreational", then the strip reads "Pickup from …" (2.6, 4.3). */
export const SwitchFromSelector: Story = {
  parameters: { stores: { overlays: { storePreference: true } } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const troy = await troyCard(canvasElement);
    await userEvent.click(troy.getByRole('button', { name: 'Shop Recreational' }));
    await waitFor(() =>
      expect(canvas.getByTestId('strip')).toHaveTextContent(
        'Pickup from 1250 E Big Beaver Rd, Troy, MI 48083',
      ),
    );
    await waitFor(() =>
      expect(body(canvasElement).queryByRole('dialog', { name: 'Select Your Store' })).toBeNull(),
    );
  },
};

/** While the switch loads, the pressed button reads "Loading..." and all are disabled (4.3). */
export const Switching: Story = {
  parameters: {
    stores: { overlays: { storePreference: true } },
    msw: [loadingHandler('retailer')],
  },
  play: async ({ canvasElement, userEvent }) => {
    const troy = await troyCard(canvasElement);
    await userEvent.click(troy.getByRole('button', { name: 'Shop Recreational' }));
    await expect(await troy.findByRole('button', { name: 'Loading...' })).toBeDisabled();
    await expect(troy.getByRole('button', { name: 'Shop Medical' })).toBeDisabled();
  },
};

/** Delivery: the address first, then the stores; the switch sets "Delivery to {address}". */
export const DeliveryFlow: Story = {
  parameters: { stores: { storeContext: TROY, overlays: { storePreference: true } } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const dialog = within(await selector(canvasElement));
    await userEvent.click(dialog.getByRole('tab', { name: 'Delivery' }));
    await userEvent.type(dialog.getByLabelText('Delivery address'), '2145 Crooks Rd, Troy, MI');
    await userEvent.click(dialog.getByRole('button', { name: 'Find stores that deliver' }));
    const troy = await troyCard(canvasElement);
    await userEvent.click(troy.getByRole('button', { name: 'Shopping Recreational' }));
    await waitFor(() =>
      expect(canvas.getByTestId('strip')).toHaveTextContent('Delivery to 2145 Crooks Rd, Troy, MI'),
    );
  },
};

/** deliverySettingsCMS.isActive off: "Sorry, delivery is currently unavailable." */
export const DeliveryUnavailable: Story = {
  parameters: {
    site: 'store-delivery-off',
    stores: {
      storeContext: { ...TROY, orderType: 'DELIVERY' },
      overlays: { storePreference: true },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await selector(canvasElement));
    await expect(dialog.getByText('Sorry, delivery is currently unavailable.')).toBeVisible();
  },
};

/** Spec 2.14/4.6: every condition holds, so the modal shows with the spec's texts. */
export const StoreClosed: Story = {
  parameters: {
    // The first-load refresh (spec 4.4) re-reads the open status at this time.
    now: STORE_CLOSED_NOW,
    stores: {
      storeContext: { ...TROY, storeOpenStatus: false },
      session: { canAgeConsent: true, isVisitedCustomerChoicePage: true },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Store Closed' });
    await expect(
      within(dialog).getByText(
        'Our store is currently closed. You can browse, but checkout is disabled',
      ),
    ).toBeVisible();
  },
};

/** "Close" dismisses it for this store; the shopper keeps browsing. */
export const StoreClosedDismissed: Story = {
  parameters: StoreClosed.parameters,
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Store Closed' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** The CMS's alertTitle, alertDescription and buttonText replace the defaults. */
export const StoreClosedCustomTexts: Story = {
  parameters: { ...StoreClosed.parameters, site: 'store-closed-custom' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: "We're closed right now",
    });
    await expect(within(dialog).getByRole('button', { name: 'Keep browsing' })).toBeVisible();
  },
};

/** The modal steps aside while the preference selector is open (spec 4.6). */
export const StoreClosedHiddenBySelector: Story = {
  parameters: {
    stores: {
      storeContext: { ...TROY, storeOpenStatus: false },
      session: { canAgeConsent: true, isVisitedCustomerChoicePage: true },
      overlays: { storePreference: true },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await selector(canvasElement)).toBeVisible();
    await expect(body(canvasElement).queryByRole('dialog', { name: 'Store Closed' })).toBeNull();
  },
};
