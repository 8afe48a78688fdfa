import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StorePreferenceSlot } from '../../engine/shell/StorePreferenceSlot';
import { MOBILE, TROY, withFixedNow, withSeededStores } from './storyHelpers';

/** The connected store preference selector: the registry picks the version the CMS flags. */
const meta = {
  title: 'Store Pages/Selector versions',
  component: StorePreferenceSlot,
  decorators: [withSeededStores, withFixedNow],
  parameters: { stores: { storeContext: TROY, overlays: { storePreference: true } } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole(
      'dialog',
      { name: 'Select Your Store' },
      { timeout: 8000 },
    );
    await expect(
      await within(dialog).findByRole(
        'button',
        { name: 'Shopping Recreational' },
        { timeout: 8000 },
      ),
    ).toBeVisible();
  },
} satisfies Meta<typeof StorePreferenceSlot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VersionTwo: Story = { parameters: { site: 'retailer-two' } };
export const VersionThree: Story = { parameters: { site: 'retailer-three' } };
export const VersionFour: Story = { parameters: { site: 'retailer-four' } };
export const VersionFive: Story = { parameters: { site: 'retailer-five' } };
export const VersionTwoMobile: Story = { parameters: { site: 'retailer-two' }, globals: MOBILE };
