import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import styled from 'styled-components';
import { FacetsPanel } from '../../variants/catalogue/Facets';
import { CHOSEN, REVIEW_VIEWPORTS, shopFacets } from './facetsStoryData';

/** As wide as the listing's facets column on desktop; the sheet's width below it. */
const Column = styled.div`
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.layout.gutter};

  ${({ theme }) => theme.media.desktop} {
    width: 240px;
  }
`;

const inColumn: Decorator = (Story) => (
  <Column>
    <Story />
  </Column>
);

const meta = {
  title: 'Catalogue/Facets/FacetsPanel',
  component: FacetsPanel,
  args: { groups: shopFacets('').groups, onToggle: fn(), onRangeChange: fn() },
  decorators: [inColumn],
  parameters: { visualViewports: REVIEW_VIEWPORTS },
} satisfies Meta<typeof FacetsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('group', { name: new RegExp(`^${name}`) }));

/** Nothing chosen: every facet with its counts; an option no product has is disabled. */
export const Default: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const strains = group(canvasElement, 'Strain Type');
    await expect(strains.getByRole('checkbox', { name: /^CBD/ })).toBeDisabled();
    await expect(strains.getByRole('checkbox', { name: 'Indica, 18 products' })).toBeEnabled();
    await userEvent.click(strains.getByRole('checkbox', { name: /^Hybrid/ }));
    await expect(args.onToggle).toHaveBeenCalledWith('strainTypes', 'HYBRID');

    const thc = group(canvasElement, 'THC');
    await expect(thc.getByRole('slider', { name: 'Minimum THC' })).toHaveAttribute(
      'aria-valuetext',
      '12%',
    );
    await expect(
      group(canvasElement, 'CBD').getByRole('slider', { name: 'Maximum CBD' }),
    ).toHaveAttribute('aria-valuetext', '500 mg');
  },
};

/** Indica and Hybrid, THC 18–30% and Relaxed chosen: ticked, and the thumbs on the range. */
export const Chosen: Story = {
  args: { groups: shopFacets(CHOSEN, 21).groups },
  play: async ({ canvasElement }) => {
    const strains = group(canvasElement, 'Strain Type');
    await expect(strains.getByRole('checkbox', { name: /^Indica/ })).toBeChecked();
    await expect(strains.getByRole('checkbox', { name: /^Hybrid/ })).toBeChecked();
    await expect(strains.getByRole('checkbox', { name: /^Sativa/ })).not.toBeChecked();
    const thc = group(canvasElement, 'THC');
    await expect(thc.getByRole('slider', { name: 'Minimum THC' })).toHaveAttribute(
      'aria-valuenow',
      '18',
    );
    await expect(thc.getByRole('textbox', { name: /^Max/ })).toHaveValue('30');
  },
};

/** Long lists show six and "Show all"; ticked options stay in view when folded. */
export const LongListsOpened: Story = {
  args: { groups: shopFacets('?effect=Hungry').groups },
  play: async ({ canvasElement, userEvent }) => {
    const effects = group(canvasElement, 'Effects');
    await expect(effects.getAllByRole('checkbox')).toHaveLength(7);
    await expect(effects.getByRole('checkbox', { name: /^Hungry/ })).toBeChecked();
    await userEvent.click(effects.getByRole('button', { name: 'Show all 9 effects' }));
    await expect(effects.getAllByRole('checkbox')).toHaveLength(9);
    await expect(effects.getByRole('checkbox', { name: /^Energetic/ })).toBeDisabled();
    await expect(effects.getByRole('button', { name: 'Show fewer effects' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};
