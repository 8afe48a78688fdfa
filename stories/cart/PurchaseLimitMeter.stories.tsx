import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadSiteConfig } from '../../.storybook/siteFixture';
import { activeLimits, type ActiveLimits } from '../../engine/rules/purchaseLimits';
import { purchaseLimitsData } from '../../engine/viewmodels/cart/purchaseLimitsData';
import type { CartItem } from '../../schemas';
import PurchaseLimitMeter from '../../variants/cart/PurchaseLimitMeter';
import type { PurchaseLimitsData } from '../../variants/cart/types';
import { MOBILE, TABLET } from '../viewports';
import { cartItem } from './cartSeed';

const michigan = loadSiteConfig('limits-michigan').config.settings.purchaseLimitsCms;
const arizona = loadSiteConfig('limits-arizona').config.settings.purchaseLimitsCms;

/** What the cart view-model hands the meter for these lines, from the fixture sites' limits. */
function meters(active: ActiveLimits | null, lines: CartItem[]): PurchaseLimitsData {
  const data = purchaseLimitsData(active, lines);
  if (data === null) throw new Error('PurchaseLimitMeter stories: no limit applies');
  return data;
}

/** A THC limit no fixture state publishes for orders, to show the mg meter's wording. */
const thcOnly: ActiveLimits = {
  jurisdiction: 'Example State',
  source: 'An example rule, not a real one',
  menuType: 'RECREATIONAL',
  limits: [
    {
      id: 'edibles',
      label: 'THC in edibles',
      measure: 'THC_MILLIGRAMS',
      amount: 1000,
      categories: ['EDIBLES'],
    },
  ],
};
const gummiesLine = cartItem('sour-watermelon-gummies', 'N/A', 3);
const gummies: CartItem = { ...gummiesLine, product: { ...gummiesLine.product, thcMg: 100 } };

/** As wide as the cart drawer's body, the narrowest place the meter shows. */
const drawerWidth: Decorator = (Story) => (
  <div style={{ maxWidth: 400, padding: 16 }}>
    <Story />
  </div>
);

/** The cart's purchase-limit meters alone; connected in Cart/Purchase limits. */
const meta = {
  title: 'Cart/PurchaseLimitMeter',
  component: PurchaseLimitMeter,
  decorators: [drawerWidth],
  args: {
    limits: meters(activeLimits(michigan, 'RECREATIONAL'), [
      cartItem('blue-dream', '3.5g', 3),
      cartItem('shatter-granddaddy-purple', '1g', 2),
    ]),
  },
} satisfies Meta<typeof PurchaseLimitMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two limits under their amounts: label, used / limit, and the bar's value for assistive tech. */
export const UnderLimits: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Purchase limits' })).toBeVisible();
    const total = canvas.getByRole('progressbar', { name: 'Cannabis' });
    await expect(total).toHaveAttribute('aria-valuenow', '12.5');
    await expect(total).toHaveAttribute('aria-valuemax', '70.9');
    await expect(total).toHaveAttribute('aria-valuetext', '12.5 g of 70.9 g per order');
    await expect(canvas.getByText('12.5 g / 70.9 g')).toBeVisible();
    await expect(canvas.getByText('2 g / 15 g')).toBeVisible();
    await expect(canvas.getByText(/^Michigan limits for recreational orders\./)).toBeVisible();
  },
};

export const UnderLimitsTablet: Story = { ...UnderLimits, globals: TABLET };

export const UnderLimitsMobile: Story = { ...UnderLimits, globals: MOBILE };

/** Over a limit (a switch to a stricter menu): the bar is full and red, the text says so. */
export const OverLimit: Story = {
  args: {
    limits: meters(activeLimits(arizona, 'RECREATIONAL'), [
      cartItem('blue-dream', '7g', 5),
      cartItem('510-thread-battery', 'N/A'),
    ]),
  },
  play: async ({ canvas }) => {
    const total = canvas.getByRole('progressbar', { name: 'Cannabis' });
    await expect(total).toHaveAttribute('aria-valuenow', '28.4');
    await expect(total).toHaveAttribute(
      'aria-valuetext',
      '35 g of 28.4 g per order, over the limit',
    );
    // The battery is a vaporizer with no weight: both limits that cover vaporizers say so.
    await expect(
      canvas.getAllByText('Not counted, weight unknown: 510 Thread Battery.'),
    ).toHaveLength(2);
  },
};

export const OverLimitMobile: Story = { ...OverLimit, globals: MOBILE };

/** One limit: the heading is singular. A THC limit counts mg per package × quantity. */
export const ThcLimit: Story = {
  args: { limits: meters(thcOnly, [gummies]) },
  play: async ({ canvas }) => {
    const group = within(canvas.getByRole('group', { name: 'Purchase limit' }));
    await expect(group.getByText('300 mg / 1,000 mg')).toBeVisible();
  },
};
