import type { Meta } from '@storybook/react-vite';
import FooterNine from '../../variants/footers/FooterNine';
import { footerStories, footerStoryArgs } from './sharedFooterStories';

const meta = {
  title: 'Footers/FooterNine',
  component: FooterNine,
  parameters: { layout: 'fullscreen' },
  args: footerStoryArgs(),
} satisfies Meta<typeof FooterNine>;

export default meta;

// Declared here, not re-exported with `export { } from`: the Vitest Storybook plugin only tests
// stories declared locally (see sharedFooterStories.ts).
const stories = footerStories('nine');
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
