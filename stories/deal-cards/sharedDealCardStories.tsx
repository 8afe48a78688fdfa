// The stories every deal card variant shares (spec 2.15, §3 "Deal image selection"): each
// DealCard*.stories.tsx re-exports them by name, so all five cards are checked the same way.
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import styled from 'styled-components';
import { expect, fn } from 'storybook/test';
import { dealCardArgs, dealCardGrid } from '../../variants/deal-cards/fixtures';
import type { DealCardProps } from '../../variants/deal-cards/types';

type Story = StoryObj<Meta<ComponentType<DealCardProps>>>;

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

/** Args every card story starts from: a deal with a description, a fresh spy per file. */
export const dealCardStoryArgs = () => ({ ...dealCardArgs.withDescription, onSelect: fn() });

/** Frames one card like a grid column; stories with `parameters.frame = false` lay out their own. */
export const frameDecorator: Decorator = (Story, { parameters }) =>
  parameters.frame === false ? (
    <Story />
  ) : (
    <Frame>
      <Story />
    </Frame>
  );

export const WithDescription: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: args.deal.name })).toBeVisible();
    await expect(canvas.getByText(args.deal.description ?? '')).toBeVisible();
  },
};

/** dealsSettingsCms.isDescriptionActive off: the engine passes null and no paragraph renders. */
export const WithoutDescription: Story = {
  args: dealCardArgs.withoutDescription,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: args.deal.name })).toBeVisible();
    await expect(canvas.queryByRole('paragraph')).toBeNull();
  },
};

/** §3 step 1: the menu-provider banner. */
export const ProviderImage: Story = { args: dealCardArgs.providerImage };

/** §3 step 2: the CMS custom image (a 320×200 upload, cropped to the card's 2:1 box). */
export const CustomImage: Story = { args: dealCardArgs.customImage };

/** §3 step 3: /images/deals-default-img.png. */
export const DefaultImage: Story = {
  args: dealCardArgs.defaultImage,
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img');
    await expect(img).toHaveAttribute('src', '/images/deals-default-img.png');
  },
};

/** The name clamps to 2 lines and the description to 3; the full name stays in the link's name. */
export const LongName: Story = { args: dealCardArgs.longName };

export const ShopDealsLabel: Story = {
  args: dealCardArgs.shopDealsLabel,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^Shop Deals/ })).toBeVisible();
  },
};

/** Spec 2.15: a skeleton card while the CMS settings load; no link, no deal text. */
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

export const MobileLoading: Story = {
  args: dealCardArgs.loading,
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

/**
 * The whole card is one click target: what the pointer hits over the picture is the card's link
 * (its stretched ::after), and clicking there follows the deal.
 */
export const CardIsClickable: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const img = canvasElement.querySelector('img');
    if (!img) throw new Error('the card has no picture');
    const box = img.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const link = canvas.getByRole('link');
    await expect(hit?.closest('a')).toBe(link);
    if (hit) await userEvent.click(hit);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

/** Four cards in a responsive grid, as on the deals page, at any viewport. */
export function gridStory(Card: ComponentType<DealCardProps>): Story {
  return {
    parameters: { frame: false },
    render: (args) => (
      <DealGrid aria-label="Deals">
        {dealCardGrid.map((cardArgs) => (
          <li key={cardArgs.deal.href}>
            <Card {...cardArgs} onSelect={args.onSelect} />
          </li>
        ))}
      </DealGrid>
    ),
  };
}
