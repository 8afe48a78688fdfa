import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import FooterOne from '../../variants/footers/FooterOne';
import { footerArgs, NO_PHONE_STORE_NAME } from '../../variants/footers/fixtures';
import {
  expectFooterShell,
  expectNoQuickLinks,
  expectSocialLinks,
  expectStoreCarousel,
  expectTodaysDeals,
} from './footerPlays';
import { footerNoticesStory } from './sharedFooterStories';

const meta = {
  title: 'Footers/FooterOne',
  component: FooterOne,
  parameters: { layout: 'fullscreen' },
  args: { ...footerArgs.default, onDealSelect: fn() },
} satisfies Meta<typeof FooterOne>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: (context) => expectFooterShell(context, 'one') };

/** The licence line and warnings above the copyright, at 1280, 768 and 375 px. */
export const WithNotices = footerNoticesStory('one');

export const WithoutSocialLinks: Story = {
  args: footerArgs.withoutSocial,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Social media' })).toBeNull();
  },
};

export const WithStoreCarousel: Story = {
  args: footerArgs.withStoreCarousel,
  // The carousel is loaded on demand: wait for it so the picture shows the band, not its placeholder.
  play: async ({ canvas }) => {
    await canvas.findAllByRole('link', { name: /Store Details/ });
  },
};

export const LongLinkLists: Story = { args: footerArgs.longLinkLists };

/** No CMS quick links: the column, heading included, is not drawn. */
export const NoQuickLinks: Story = { args: footerArgs.noQuickLinks, play: expectNoQuickLinks };

export const LoadingHeadings: Story = {
  args: footerArgs.loadingHeadings,
  play: async ({ canvas, args }) => {
    // Skeletons replace the visible text, but landmarks keep their names for screen readers.
    // Each heading holds a desktop and a mobile label; only one of them is displayed.
    const shown = canvas
      .getAllByTestId('footer-heading-skeleton')
      .filter((skeleton) => skeleton.checkVisibility());
    await expect(shown).toHaveLength(3);
    await expect(canvas.getByRole('navigation', { name: args.quickLinks.title })).toBeVisible();
  },
};

export const CustomColors: Story = { args: footerArgs.customColors };

export const Mobile: Story = {
  args: footerArgs.withStoreCarousel,
  globals: { viewport: { value: 'mobile' } },
  // The carousel is loaded on demand: wait for it so the picture shows the band, not its placeholder.
  play: async ({ canvas }) => {
    await canvas.findAllByRole('link', { name: /Store Details/ });
  },
};

export const Tablet: Story = {
  args: footerArgs.withStoreCarousel,
  globals: { viewport: { value: 'tablet' } },
  // The carousel is loaded on demand: wait for it so the picture shows the band, not its placeholder.
  play: async ({ canvas }) => {
    await canvas.findAllByRole('link', { name: /Store Details/ });
  },
};

export const MobileSectionsExpand: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('button', { name: args.quickLinks.title });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const firstLink = args.quickLinks.links[0];
    if (firstLink === undefined) throw new Error('fixture needs at least one quick link');
    await expect(canvas.queryByRole('link', { name: firstLink.label })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: firstLink.label })).toBeVisible();
  },
};

/** The 5-deal cap belongs to the engine; the footer must render exactly the deals it is given. */
export const TodaysDealsLinks: Story = { play: expectTodaysDeals };

export const SocialLinksOpenInNewTab: Story = { play: expectSocialLinks };

/** Spec 2.11: "Call : {phone}" only for stores with a number. */
export const StoreCarouselPhoneRule: Story = {
  args: footerArgs.withStoreCarousel,
  play: async (context) => {
    await expectStoreCarousel(context);
    await expect(
      context.canvas.getByRole('heading', { name: NO_PHONE_STORE_NAME }),
    ).toBeInTheDocument();
  },
};
