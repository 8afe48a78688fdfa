import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PRICE_FILTERS, buildListingSearch } from '../../engine/rules/listingQuery';
import PriceButtons from '../../variants/catalogue/PriceButtons';
import { inPageFrame } from './storyHelpers';

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };

/** The spec 9 bands as the Shop By pages link them: the shop's "?pageNo=1&price={value}". */
const bands = PRICE_FILTERS.map(({ label, value }) => ({
  label,
  href: `/shop${buildListingSearch({ pageNo: 1, price: value })}`,
  current: false,
}));

const meta = {
  title: 'Catalogue/PriceButtons',
  component: PriceButtons,
  args: { title: 'Shop By Price', prices: bands },
  decorators: [inPageFrame],
} satisfies Meta<typeof PriceButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

const expectBands = async (canvasElement: HTMLElement, title: string) => {
  const section = within(within(canvasElement).getByRole('region', { name: title }));
  await expect(section.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(section.getAllByRole('link').map((link) => link.textContent)).toEqual([
    'Under $20',
    'Under $40',
    'Under $60',
    'Under $70',
    'Under $80',
    'Under $100',
    '$100 & Above',
  ]);
  await expect(section.getByRole('link', { name: 'Under $20' })).toHaveAttribute(
    'href',
    '/shop?pageNo=1&price=20',
  );
  await expect(section.getByRole('link', { name: '$100 & Above' })).toHaveAttribute(
    'href',
    '/shop?pageNo=1&price=100-above',
  );
};

/** /shop-cannabis-near-me: all seven bands in one row on desktop. */
export const ShopByPrice: Story = {
  play: async ({ canvasElement }) => expectBands(canvasElement, 'Shop By Price'),
};

/** Four columns on tablets. */
export const Tablet: Story = {
  ...ShopByPrice,
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

/** /shop-cannabis-near-me/shop-by-price names the section differently; two columns on phones. */
export const ChoosePriceRangeMobile: Story = {
  args: { title: 'Choose a price range' },
  globals: MOBILE,
  play: async ({ canvasElement }) => expectBands(canvasElement, 'Choose a price range'),
};

/**
 * The band of the current listing is filled and marked for screen readers. (The Shop By pages
 * link away from the listing, so they pass current: false everywhere today.)
 */
export const CurrentBand: Story = {
  args: { prices: bands.map((band) => ({ ...band, current: band.label === 'Under $40' })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Under $40' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Under $20' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};
