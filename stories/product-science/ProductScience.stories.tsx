import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Page } from '../../engine/pages/frame/page.styles';
import { ProductScience } from '../../variants/product-science/ProductScience';
import { VIEWPORTS } from '../../.storybook/viewports';
import { TABLET } from '../viewports';
import {
  edible,
  flower,
  longLabName,
  noCertificate,
  noScience,
  unknownTerpenes,
} from './scienceFixtures';

/**
 * The phone's review width, taller than its screen so that the whole block is in the picture:
 * on a phone its parts stack to more than one screen.
 */
const SCIENCE_VIEWPORTS = {
  ...VIEWPORTS,
  scienceMobile: {
    name: 'Mobile 375 (science)',
    styles: { width: '375px', height: '1100px' },
    type: 'mobile',
  },
};
const MOBILE = { viewport: { value: 'scienceMobile', isRotated: false } };

const meta = {
  title: 'Product Science/ProductScience',
  component: ProductScience,
  args: flower,
  parameters: { viewport: { options: SCIENCE_VIEWPORTS } },
  // The product page's column: its width and gutters at every viewport.
  decorators: [
    (Story) => (
      <main>
        <Page>
          <Story />
        </Page>
      </main>
    ),
  ],
} satisfies Meta<typeof ProductScience>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

/** Flower in %: THC, Total THC (with how it is counted) and CBD, effects, terpenes, the COA. */
export const Flower: Story = {
  play: async ({ canvasElement }) => {
    const potency = region(canvasElement, 'Potency');
    await expect(potency.getByText('Total THC').nextElementSibling).toHaveTextContent('21.4%');
    await expect(potency.getByText(/THC \+ 0\.877 × THCa/)).toBeVisible();
    const terpenes = region(canvasElement, 'Terpene profile');
    const myrcene = terpenes.getByText('Myrcene').closest('li');
    await expect(myrcene).toHaveTextContent('0.84%');
    await expect(myrcene).toHaveTextContent('Earthy, musky; also in mangoes, hops and thyme.');
    await expect(region(canvasElement, 'Effects').getAllByRole('listitem')).toHaveLength(4);
    const lab = region(canvasElement, 'Lab Results');
    await expect(lab.getByText('Mar 4, 2026')).toHaveAttribute('datetime', '2026-03-04');
    const certificate = lab.getByRole('link', { name: 'View certificate (opens in a new tab)' });
    await expect(certificate).toHaveAttribute(
      'href',
      'https://labs.example.com/coa/BD-2611-07.pdf',
    );
    await expect(certificate).toHaveAttribute('target', '_blank');
    await expect(certificate).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
export const FlowerTablet: Story = { ...Flower, globals: TABLET };
export const FlowerMobile: Story = { ...Flower, globals: MOBILE };

/** An edible in milligrams: per package, with the serving beside it; no Total THC note. */
export const Edible: Story = {
  args: edible,
  play: async ({ canvasElement }) => {
    const potency = region(canvasElement, 'Potency');
    const thc = potency.getByText('THC').nextElementSibling;
    if (!(thc instanceof HTMLElement)) throw new Error('THC has no amount');
    await expect(within(thc).getByText('100 mg')).toBeVisible();
    await expect(within(thc).getByText('per package')).toBeVisible();
    await expect(within(thc).getByText('10 mg per serving')).toBeVisible();
    await expect(potency.queryByText('Total THC')).toBeNull();
    await expect(potency.queryByText(/THCa/)).toBeNull();
    await expect(
      within(canvasElement).queryByRole('region', { name: 'Terpene profile' }),
    ).toBeNull();
  },
};
export const EdibleTablet: Story = { ...Edible, globals: TABLET };
export const EdibleMobile: Story = { ...Edible, globals: MOBILE };

/** Terpenes the table does not know show their share without a description. */
export const UnknownTerpenes: Story = {
  args: unknownTerpenes,
  play: async ({ canvasElement }) => {
    const terpenes = region(canvasElement, 'Terpene profile');
    const guaiol = terpenes.getByText('Guaiol').closest('li');
    await expect(guaiol).toHaveTextContent(/^Guaiol0\.21%$/);
    await expect(terpenes.getByText('trans-Nerolidol').closest('li')).toHaveTextContent(
      'Woody, floral; also in jasmine, ginger and lemongrass.',
    );
  },
};
export const UnknownTerpenesTablet: Story = { ...UnknownTerpenes, globals: TABLET };
export const UnknownTerpenesMobile: Story = { ...UnknownTerpenes, globals: MOBILE };

/** The lab result without a certificate online: laboratory, batch and date, no link. */
export const NoCertificate: Story = {
  args: noCertificate,
  play: async ({ canvasElement }) => {
    const lab = region(canvasElement, 'Lab Results');
    await expect(lab.getByText('SC Labs')).toBeVisible();
    await expect(lab.queryByRole('link')).toBeNull();
  },
};
export const NoCertificateTablet: Story = { ...NoCertificate, globals: TABLET };
export const NoCertificateMobile: Story = { ...NoCertificate, globals: MOBILE };

/** A long laboratory name and batch wrap inside the lab card instead of widening it. */
export const LongLabName: Story = {
  args: longLabName,
  play: async ({ canvasElement }) => {
    const lab = within(canvasElement).getByRole('region', { name: 'Lab Results' });
    await expect(within(lab).getByText(/^Michigan Analytical/)).toBeVisible();
    await waitFor(() => expect(lab.scrollWidth).toBeLessThanOrEqual(lab.clientWidth));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
export const LongLabNameTablet: Story = { ...LongLabName, globals: TABLET };
export const LongLabNameMobile: Story = { ...LongLabName, globals: MOBILE };

/** A product without science: nothing at all, not even an empty rule or heading. */
export const NoScience: Story = {
  args: noScience,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('main > div')).toBeEmptyDOMElement();
  },
};
export const NoScienceTablet: Story = { ...NoScience, globals: TABLET };
export const NoScienceMobile: Story = { ...NoScience, globals: MOBILE };
