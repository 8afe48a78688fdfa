import type { Meta } from '@storybook/react-vite';
import FooterEight from '../../variants/footers/FooterEight';
import { footerStories, footerStoryArgs } from './sharedFooterStories';

const meta = {
  title: 'Footers/FooterEight',
  component: FooterEight,
  parameters: { layout: 'fullscreen' },
  args: footerStoryArgs(),
} satisfies Meta<typeof FooterEight>;

export default meta;

// Declared here, not re-exported with `export { } from`: the Vitest Storybook plugin only tests
// stories declared locally (see sharedFooterStories.ts).
const stories = footerStories('eight');
export const Default = stories.Default;
export const WithNotices = stories.WithNotices;
export const WithoutSocialLinks = stories.WithoutSocialLinks;
export const WithStoreCarousel = stories.WithStoreCarousel;
export const LongLinkLists = stories.LongLinkLists;
export const NoQuickLinks = stories.NoQuickLinks;
export const LoadingHeadings = stories.LoadingHeadings;
export const CustomColors = stories.CustomColors;
export const Tablet = stories.Tablet;
export const Mobile = stories.Mobile;
