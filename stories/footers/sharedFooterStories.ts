// The stories every footer design Two–Ten shares (spec 2.16, 2.11): each Footer*.stories.tsx
// declares them by name, so all nine designs are checked the same way and a fix lands once.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { fn } from 'storybook/test';
import type { FooterVariant } from '../../schemas';
import { footerArgs } from '../../variants/footers/fixtures';
import type { FooterProps } from '../../variants/footers/types';
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

type Story = StoryObj<Meta<ComponentType<FooterProps>>>;

/** Args every footer story starts from, with a fresh event mock per file. */
export const footerStoryArgs = () => ({ ...footerArgs.default, onDealSelect: fn() });

/** The shared stories for one design; `name` is its data-footer value. */
export function footerStories(name: FooterVariant) {
  /** Everything on: social icons, five deals, no store carousel (its provider conditions unmet). */
  const Default: Story = {
    play: async (context) => {
      await expectFooterShell(context, name);
      await expectSocialLinks(context);
      await expectNoStoreCarousel(context);
      await expectTodaysDeals(context);
    },
  };
  const WithoutSocialLinks: Story = {
    args: footerArgs.withoutSocial,
    play: expectNoSocialLinks,
  };
  const WithStoreCarousel: Story = {
    args: footerArgs.withStoreCarousel,
    play: expectStoreCarousel,
  };
  const LongLinkLists: Story = { args: footerArgs.longLinkLists, play: expectLongLists };

  const NoQuickLinks: Story = { args: footerArgs.noQuickLinks, play: expectNoQuickLinks };

  const LoadingHeadings: Story = {
    args: footerArgs.loadingHeadings,
    play: expectHeadingSkeletons,
  };
  /** A light CMS palette: every tint, rule and card derives from the CMS colours. */
  const CustomColors: Story = {
    args: footerArgs.customColors,
    play: (context) => expectFooterShell(context, name),
  };
  const Tablet: Story = {
    args: footerArgs.withStoreCarousel,
    globals: { viewport: { value: 'tablet' } },
    play: expectStoreCarousel,
  };
  const Mobile: Story = {
    args: footerArgs.withStoreCarousel,
    globals: { viewport: { value: 'mobile' } },
    play: expectStoreCarousel,
  };
  return {
    Default,
    WithoutSocialLinks,
    WithStoreCarousel,
    LongLinkLists,
    NoQuickLinks,
    LoadingHeadings,
    CustomColors,
    Tablet,
    Mobile,
  };
}
