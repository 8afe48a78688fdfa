import type { Meta } from '@storybook/react-vite';
import DealCardFive from '../../variants/deal-cards/DealCardFive';
import * as shared from './sharedDealCardStories';

const meta = {
  title: 'Deal Cards/DealCardFive',
  component: DealCardFive,
  args: shared.dealCardStoryArgs(),
  decorators: [shared.frameDecorator],
} satisfies Meta<typeof DealCardFive>;

export default meta;

export const WithDescription = shared.WithDescription;
export const WithoutDescription = shared.WithoutDescription;
export const ProviderImage = shared.ProviderImage;
export const CustomImage = shared.CustomImage;
export const DefaultImage = shared.DefaultImage;
export const LongName = shared.LongName;
export const ShopDealsLabel = shared.ShopDealsLabel;
export const Loading = shared.Loading;
export const Mobile = shared.Mobile;
export const MobileLoading = shared.MobileLoading;
export const FollowsDealLink = shared.FollowsDealLink;
export const CardIsClickable = shared.CardIsClickable;
/** Four cards in a responsive grid, as on the deals page at desktop. */
export const Grid = shared.gridStory(DealCardFive);
export const GridTablet = {
  ...shared.gridStory(DealCardFive),
  globals: { viewport: { value: 'tablet' } },
};
