// The stories every footer design Two–Ten shares (spec 2.16, 2.11): each Footer*.stories.tsx
// declares them by name, so all nine designs are checked the same way and a fix lands once.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { fn } from 'storybook/test';
import { VIEWPORTS } from '../../.storybook/viewports';
import type { FooterVariant } from '../../schemas';
import { complianceNotices } from '../../variants/compliance/fixtures';
import { footerArgs } from '../../variants/footers/fixtures';
import type { FooterProps } from '../../variants/footers/types';
import {
  expectFooterShell,
  expectHeadingSkeletons,
  expectLegalNotices,
  expectLongLists,
  expectNoQuickLinks,
  expectNoSocialLinks,
  expectNoStoreCarousel,
  expectSocialLinks,
  expectStoreCarousel,
  expectTodaysDeals,
} from './footerPlays';

type Story = StoryObj<Meta<ComponentType<FooterProps>>>;

/** The default footer with a Michigan licence line and the state's three warnings. */
export const footerWithNotices = { ...footerArgs.default, notices: complianceNotices.michigan };

/**
 * The notices stories render in a viewport as wide and tall as any of their pictures, so each
 * picture shrinks it; each picture is tall enough for the whole footer at its width.
 */
const NOTICES_START = {
  name: 'Footer with notices 1280 × 1000',
  styles: { width: '1280px', height: '1000px' },
  type: 'desktop',
} as const;
const NOTICES_WIDTHS = [
  { width: 1280, height: 800 },
  { width: 768, height: 960 },
  { width: 375, height: 1000 },
];

/**
 * The licence line and warnings (complianceNoticesCms) with the legal line, pictured at 1280,
 * 768 and 375 px: every design places them where its copyright sits.
 */
export function footerNoticesStory(name: FooterVariant): Story {
  return {
    args: footerWithNotices,
    globals: { viewport: { value: 'footerNoticesStart', isRotated: false } },
    parameters: {
      viewport: { options: { ...VIEWPORTS, footerNoticesStart: NOTICES_START } },
      visualViewports: NOTICES_WIDTHS,
    },
    play: (context) => expectLegalNotices(context, name),
  };
}

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
  const WithNotices = footerNoticesStory(name);
  return {
    Default,
    WithNotices,
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
