import type { Meta } from '@storybook/react-vite';
import PopupFullScreen from '../../variants/popups/PopupFullScreen';
import * as shared from './sharedPopupStories';
import { MOBILE, TABLET, popupHandlers, type PopupStory } from './sharedPopupStories';

/** The "fullScreen" popup-campaign template (spec 2.18) in every view, at 1280, 768 and 375 px. */
const meta = {
  title: 'Popups/Full Screen',
  component: PopupFullScreen,
  args: { ...shared.main.args, ...popupHandlers },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PopupFullScreen>;

export default meta;

export const Main: PopupStory = shared.main;
export const MainTablet: PopupStory = { ...shared.main, globals: TABLET };
export const MainMobile: PopupStory = { ...shared.main, globals: MOBILE };
export const Error: PopupStory = shared.error;
export const ErrorTablet: PopupStory = { ...shared.error, globals: TABLET };
export const ErrorMobile: PopupStory = { ...shared.error, globals: MOBILE };
export const Loading: PopupStory = shared.loading;
export const LoadingTablet: PopupStory = { ...shared.loading, globals: TABLET };
export const LoadingMobile: PopupStory = { ...shared.loading, globals: MOBILE };
export const ThankYouWithCoupons: PopupStory = shared.thankYouWithCoupons;
export const ThankYouWithCouponsTablet: PopupStory = {
  ...shared.thankYouWithCoupons,
  globals: TABLET,
};
export const ThankYouWithCouponsMobile: PopupStory = {
  ...shared.thankYouWithCoupons,
  globals: MOBILE,
};
export const ThankYouPlain: PopupStory = shared.thankYouPlain;
export const ThankYouPlainTablet: PopupStory = { ...shared.thankYouPlain, globals: TABLET };
export const ThankYouPlainMobile: PopupStory = { ...shared.thankYouPlain, globals: MOBILE };
export const WithLegalNotices: PopupStory = shared.withLegalNotices;
export const WithLegalNoticesTablet: PopupStory = { ...shared.withLegalNotices, globals: TABLET };
export const WithLegalNoticesMobile: PopupStory = { ...shared.withLegalNotices, globals: MOBILE };
export const FormDisabled: PopupStory = shared.formDisabled;
export const FormDisabledTablet: PopupStory = { ...shared.formDisabled, globals: TABLET };
export const FormDisabledMobile: PopupStory = { ...shared.formDisabled, globals: MOBILE };
