import type { PopupMainContent, PopupTemplateProps, PopupThankYouContent } from './types';

/** Story data shaped like the engine's view model of the popup-campaigns fixture site. */
const content: PopupMainContent = {
  imageUrl: '/images/misc/popup-offer.svg',
  heading: 'Take 15% off your first order',
  description: 'Join the Greenleaf list for weekly deals, new drops and store events.',
  emailPlaceholder: 'Enter your email address',
  buttonName: 'Get My Coupon',
  formEnabled: true,
};

const thankYou: PopupThankYouContent = {
  imageUrl: '/images/misc/thank-you.svg',
  heading: "You're on the list!",
  description: 'Use your code at checkout. It is valid for 30 days.',
  buttonName: 'Start Shopping',
  couponCodes: ['GREENLEAF15', 'WELCOME-7F3C'],
};

type Args = Omit<PopupTemplateProps, 'onEmailChange' | 'onSubmit' | 'onClose' | 'onThankYouButton'>;

const main: Args = {
  content,
  thankYou: null,
  email: '',
  error: null,
  loading: false,
  legalNotices: null,
};

export const popupArgs = {
  main,
  error: { ...main, email: 'not-an-email', error: 'Please enter a valid email' },
  loading: { ...main, email: 'fan@example.com', loading: true },
  thankYouWithCoupons: { ...main, thankYou },
  thankYouPlain: {
    ...main,
    thankYou: { ...thankYou, imageUrl: null, buttonName: null, couponCodes: null },
  },
  formDisabled: {
    ...main,
    content: {
      ...content,
      imageUrl: '/images/products/flower-1.svg',
      heading: 'Flower Week is on',
      description: '20% off every eighth, quarter and half, all week long.',
      buttonName: 'Shop Flower Deals',
      formEnabled: false,
    },
  },
} satisfies Record<string, Args>;
