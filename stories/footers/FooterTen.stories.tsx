import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import FooterTen from '../../variants/footers/FooterTen';
import { footerArgs } from '../../variants/footers/fixtures';
import {
  expectFooterShell,
  expectHeadingSkeletons,
  expectLongLists,
  expectNoQuickLinks,
  expectNoSocialLinks,
  expectNoStoreCarousel,
  expectSocialLinks,
  expectStoreCarousel,
  expectTodaysDeals,
} from './footerPlays';

const meta = {
  title: 'Footers/FooterTen',
  component: FooterTen,
  parameters: { layout: 'fullscreen' },
  args: { ...footerArgs.default, onDealSelect: fn() },
} satisfies Meta<typeof FooterTen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything on: social icons, five deals, no store carousel (its provider conditions unmet). */
export const Default: Story = {
  play: async (context) => {
    await expectFooterShell(context, 'ten');
    await expectSocialLinks(context);
    await expectNoStoreCarousel(context);
    await expectTodaysDeals(context);
  },
};

export const WithoutSocialLinks: Story = {
  args: footerArgs.withoutSocial,
  play: expectNoSocialLinks,
};

export const WithStoreCarousel: Story = {
  args: footerArgs.withStoreCarousel,
  play: expectStoreCarousel,
};

export const LongLinkLists: Story = { args: footerArgs.longLinkLists, play: expectLongLists };

export const NoQuickLinks: Story = { args: footerArgs.noQuickLinks, play: expectNoQuickLinks };

export const LoadingHeadings: Story = {
  args: footerArgs.loadingHeadings,
  play: expectHeadingSkeletons,
};

/** A light CMS palette: every tint, rule and card derives from the CMS colours. */
export const CustomColors: Story = {
  args: footerArgs.customColors,
  play: (context) => expectFooterShell(context, 'ten'),
};

export const Tablet: Story = {
  args: footerArgs.withStoreCarousel,
  globals: { viewport: { value: 'tablet' } },
  play: expectStoreCarousel,
};

export const Mobile: Story = {
  args: footerArgs.withStoreCarousel,
  globals: { viewport: { value: 'mobile' } },
  play: expectStoreCarousel,
};
