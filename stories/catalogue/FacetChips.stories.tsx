import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FacetChips } from '../../variants/catalogue/Facets';
import { inPageFrame } from './storyHelpers';
import { CHOSEN, REVIEW_VIEWPORTS, shopFacets } from './facetsStoryData';

const chosen = shopFacets(CHOSEN);

const meta = {
  title: 'Catalogue/Facets/FacetChips',
  component: FacetChips,
  args: { chips: chosen.chips, clearAllHref: chosen.clearAllHref },
  decorators: [inPageFrame],
  parameters: { visualViewports: REVIEW_VIEWPORTS },
} satisfies Meta<typeof FacetChips>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each choice in force links to the listing without it; "Clear all" to the bare listing. */
export const Chosen: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Chosen filters' });
    await expect(list).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Remove Indica' })).toHaveAttribute(
      'href',
      '/shop?strain=HYBRID&thc=18-30&effect=Relaxed',
    );
    await expect(canvas.getByRole('link', { name: 'Remove THC 18–30%' })).toHaveAttribute(
      'href',
      '/shop?strain=INDICA,HYBRID&effect=Relaxed',
    );
    await expect(canvas.getByRole('link', { name: 'Clear all' })).toHaveAttribute('href', '/shop');
  },
};

/** Many choices: one row scrolling sideways on a phone, wrapped from tablets up; ranges read
 * in their unit. */
export const Many: Story = {
  args: {
    chips: shopFacets(
      '?strain=INDICA,SATIVA,HYBRID&thc=18-&cbd=-200&effect=Happy,Relaxed,Sleepy&terpene=Myrcene,Limonene',
    ).chips,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Remove THC from 18%' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Remove CBD up to 200 mg' })).toBeVisible();
  },
};

/** Nothing chosen: no list at all. */
export const NoneChosen: Story = {
  args: { chips: [] },
  // An empty frame: there is nothing to picture.
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
