import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn } from 'storybook/test';
import DealCardFive from '../../variants/deal-cards/DealCardFive';
import { dealCardArgs, dealCardGrid } from '../../variants/deal-cards/fixtures';

/** A card alone at desktop sits about as wide as one grid column; on mobile it fills the gutter. */
const Frame = styled.div`
  max-width: 340px;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.layout.gutter};

  @media (max-width: 767px) {
    max-width: none;
  }
`;

const DealGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.layout.gutter};
  list-style: none;
`;

const meta = {
  title: 'Deal Cards/DealCardFive',
  component: DealCardFive,
  args: { ...dealCardArgs.withDescription, onSelect: fn() },
  decorators: [
    (Story, { parameters }) =>
      parameters.frame === false ? (
        <Story />
      ) : (
        <Frame>
          <Story />
        </Frame>
      ),
  ],
} satisfies Meta<typeof DealCardFive>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDescription: Story = {};

export const WithoutDescription: Story = {
  args: dealCardArgs.withoutDescription,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: args.deal.name })).toBeVisible();
    await expect(canvas.queryByRole('paragraph')).toBeNull();
  },
};

export const DefaultImage: Story = { args: dealCardArgs.defaultImage };

/** The name clamps to 2 lines and the description to 3; the full name stays in the link's name. */
export const LongName: Story = { args: dealCardArgs.longName };

export const ShopDealsLabel: Story = {
  args: dealCardArgs.shopDealsLabel,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^Shop Deals/ })).toBeVisible();
  },
};

export const Loading: Story = {
  args: dealCardArgs.loading,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Loading deal')).toBeInTheDocument();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByText(args.deal.name)).toBeNull();
  },
};

export const Mobile: Story = {
  args: dealCardArgs.longName,
  globals: { viewport: { value: 'mobile' } },
};

/** Spec 2.15: the button follows the engine's target, and a click reports the selection. */
export const FollowsDealLink: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: `${args.deal.buttonLabel}: ${args.deal.name}` });
    await expect(link).toHaveAttribute('href', args.deal.href);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await userEvent.click(link);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

/** Four cards in a responsive grid, as on the deals page at desktop. */
export const Grid: Story = {
  parameters: { frame: false },
  render: (args) => (
    <DealGrid aria-label="Deals">
      {dealCardGrid.map((cardArgs) => (
        <li key={cardArgs.deal.href}>
          <DealCardFive {...cardArgs} onSelect={args.onSelect} />
        </li>
      ))}
    </DealGrid>
  ),
};
