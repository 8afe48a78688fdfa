// Generated from fixtures/sites/*.json by scripts/generate-storefront-stories.ts: do not edit.
// A new fixture file gets its story when storybook or the story tests start.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StorefrontPage } from './StorefrontPage';
import {
  serveFixtureSite,
  STOREFRONT_GLOBALS,
  STOREFRONT_PARAMETERS,
  storefrontReady,
} from './storefrontStory';

/** Each fixture site as a shopper meets it: the home route in the real shell. */
const meta = {
  title: 'Storefront',
  component: StorefrontPage,
  parameters: { ...STOREFRONT_PARAMETERS },
  globals: { ...STOREFRONT_GLOBALS },
  beforeEach: serveFixtureSite,
  play: storefrontReady,
} satisfies Meta<typeof StorefrontPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AdsEnabled: Story = {
  name: 'ads-enabled',
  parameters: { site: 'ads-enabled' },
};
export const AdsMisconfigured: Story = {
  name: 'ads-misconfigured',
  parameters: { site: 'ads-misconfigured' },
};
export const AdsNever: Story = {
  name: 'ads-never',
  parameters: { site: 'ads-never' },
};
export const AdsSlow: Story = {
  name: 'ads-slow',
  parameters: { site: 'ads-slow' },
};
export const AgeGate: Story = {
  name: 'age-gate',
  parameters: { site: 'age-gate' },
};
export const Broken: Story = {
  name: 'broken',
  parameters: { site: 'broken' },
};
export const ChatDisabled: Story = {
  name: 'chat-disabled',
  parameters: { site: 'chat-disabled' },
};
export const CheckoutOfferCart: Story = {
  name: 'checkout-offer-cart',
  parameters: { site: 'checkout-offer-cart' },
};
export const CheckoutOfferNone: Story = {
  name: 'checkout-offer-none',
  parameters: { site: 'checkout-offer-none' },
};
export const ComplianceNotices: Story = {
  name: 'compliance-notices',
  parameters: { site: 'compliance-notices' },
};
export const DealCardFive: Story = {
  name: 'deal-card-five',
  parameters: { site: 'deal-card-five' },
};
export const DealCardFour: Story = {
  name: 'deal-card-four',
  parameters: { site: 'deal-card-four' },
};
export const DealCardNone: Story = {
  name: 'deal-card-none',
  parameters: { site: 'deal-card-none' },
};
export const DealCardOne: Story = {
  name: 'deal-card-one',
  parameters: { site: 'deal-card-one' },
};
export const DealCardThree: Story = {
  name: 'deal-card-three',
  parameters: { site: 'deal-card-three' },
};
export const DealCardTwo: Story = {
  name: 'deal-card-two',
  parameters: { site: 'deal-card-two' },
};
export const DealsV2: Story = {
  name: 'deals-v2',
  parameters: { site: 'deals-v2' },
};
export const Default: Story = {
  name: 'default',
  parameters: { site: 'default' },
};
export const Empty: Story = {
  name: 'empty',
  parameters: { site: 'empty' },
};
export const FooterEight: Story = {
  name: 'footer-eight',
  parameters: { site: 'footer-eight' },
};
export const FooterFive: Story = {
  name: 'footer-five',
  parameters: { site: 'footer-five' },
};
export const FooterFour: Story = {
  name: 'footer-four',
  parameters: { site: 'footer-four' },
};
export const FooterLowContrast: Story = {
  name: 'footer-low-contrast',
  parameters: { site: 'footer-low-contrast' },
};
export const FooterNine: Story = {
  name: 'footer-nine',
  parameters: { site: 'footer-nine' },
};
export const FooterNoQuickLinks: Story = {
  name: 'footer-no-quick-links',
  parameters: { site: 'footer-no-quick-links' },
};
export const FooterOne: Story = {
  name: 'footer-one',
  parameters: { site: 'footer-one' },
};
export const FooterSeven: Story = {
  name: 'footer-seven',
  parameters: { site: 'footer-seven' },
};
export const FooterSix: Story = {
  name: 'footer-six',
  parameters: { site: 'footer-six' },
};
export const FooterStores: Story = {
  name: 'footer-stores',
  parameters: { site: 'footer-stores' },
};
export const FooterStoresDisabled: Story = {
  name: 'footer-stores-disabled',
  parameters: { site: 'footer-stores-disabled' },
};
export const FooterTen: Story = {
  name: 'footer-ten',
  parameters: { site: 'footer-ten' },
};
export const FooterThree: Story = {
  name: 'footer-three',
  parameters: { site: 'footer-three' },
};
export const FooterTwo: Story = {
  name: 'footer-two',
  parameters: { site: 'footer-two' },
};
export const FooterUnsafeSubtext: Story = {
  name: 'footer-unsafe-subtext',
  parameters: { site: 'footer-unsafe-subtext' },
};
export const HeaderEight: Story = {
  name: 'header-eight',
  parameters: { site: 'header-eight' },
};
export const HeaderFive: Story = {
  name: 'header-five',
  parameters: { site: 'header-five' },
};
export const HeaderFour: Story = {
  name: 'header-four',
  parameters: { site: 'header-four' },
};
export const HeaderOne: Story = {
  name: 'header-one',
  parameters: { site: 'header-one' },
};
export const HeaderSeven: Story = {
  name: 'header-seven',
  parameters: { site: 'header-seven' },
};
export const HeaderSix: Story = {
  name: 'header-six',
  parameters: { site: 'header-six' },
};
export const HeaderThree: Story = {
  name: 'header-three',
  parameters: { site: 'header-three' },
};
export const HeaderTwo: Story = {
  name: 'header-two',
  parameters: { site: 'header-two' },
};
export const HomepageBroken: Story = {
  name: 'homepage-broken',
  parameters: { site: 'homepage-broken' },
};
export const HomepageHeroCarousel: Story = {
  name: 'homepage-hero-carousel',
  parameters: { site: 'homepage-hero-carousel' },
};
export const HomepageMinimal: Story = {
  name: 'homepage-minimal',
  parameters: { site: 'homepage-minimal' },
};
export const HostileFooter: Story = {
  name: 'hostile-footer',
  parameters: { site: 'hostile-footer' },
};
export const LimitsArizona: Story = {
  name: 'limits-arizona',
  parameters: { site: 'limits-arizona' },
};
export const LimitsMichigan: Story = {
  name: 'limits-michigan',
  parameters: { site: 'limits-michigan' },
};
export const Measurement: Story = {
  name: 'measurement',
  parameters: { site: 'measurement' },
};
export const MenuFour: Story = {
  name: 'menu-four',
  parameters: { site: 'menu-four' },
};
export const MenuOne: Story = {
  name: 'menu-one',
  parameters: { site: 'menu-one' },
};
export const MenuThree: Story = {
  name: 'menu-three',
  parameters: { site: 'menu-three' },
};
export const MenuTwo: Story = {
  name: 'menu-two',
  parameters: { site: 'menu-two' },
};
export const PopupBar: Story = {
  name: 'popup-bar',
  parameters: { site: 'popup-bar' },
};
export const PopupCampaigns: Story = {
  name: 'popup-campaigns',
  parameters: { site: 'popup-campaigns' },
};
export const PopupFlyout: Story = {
  name: 'popup-flyout',
  parameters: { site: 'popup-flyout' },
};
export const PopupFullscreen: Story = {
  name: 'popup-fullscreen',
  parameters: { site: 'popup-fullscreen' },
};
export const PopupPopup: Story = {
  name: 'popup-popup',
  parameters: { site: 'popup-popup' },
};
export const PosProvider: Story = {
  name: 'pos-provider',
  parameters: { site: 'pos-provider' },
};
export const RetailerFive: Story = {
  name: 'retailer-five',
  parameters: { site: 'retailer-five' },
};
export const RetailerFour: Story = {
  name: 'retailer-four',
  parameters: { site: 'retailer-four' },
};
export const RetailerThree: Story = {
  name: 'retailer-three',
  parameters: { site: 'retailer-three' },
};
export const RetailerTwo: Story = {
  name: 'retailer-two',
  parameters: { site: 'retailer-two' },
};
export const StickyFooterEight: Story = {
  name: 'sticky-footer-eight',
  parameters: { site: 'sticky-footer-eight' },
};
export const StickyFooterFive: Story = {
  name: 'sticky-footer-five',
  parameters: { site: 'sticky-footer-five' },
};
export const StickyFooterFiveFallback: Story = {
  name: 'sticky-footer-five-fallback',
  parameters: { site: 'sticky-footer-five-fallback' },
};
export const StickyFooterFour: Story = {
  name: 'sticky-footer-four',
  parameters: { site: 'sticky-footer-four' },
};
export const StickyFooterNine: Story = {
  name: 'sticky-footer-nine',
  parameters: { site: 'sticky-footer-nine' },
};
export const StickyFooterOne: Story = {
  name: 'sticky-footer-one',
  parameters: { site: 'sticky-footer-one' },
};
export const StickyFooterSeven: Story = {
  name: 'sticky-footer-seven',
  parameters: { site: 'sticky-footer-seven' },
};
export const StickyFooterSix: Story = {
  name: 'sticky-footer-six',
  parameters: { site: 'sticky-footer-six' },
};
export const StickyFooterTen: Story = {
  name: 'sticky-footer-ten',
  parameters: { site: 'sticky-footer-ten' },
};
export const StickyFooterThree: Story = {
  name: 'sticky-footer-three',
  parameters: { site: 'sticky-footer-three' },
};
export const StickyFooterTwo: Story = {
  name: 'sticky-footer-two',
  parameters: { site: 'sticky-footer-two' },
};
export const StoreClosedCustom: Story = {
  name: 'store-closed-custom',
  parameters: { site: 'store-closed-custom' },
};
export const StoreDeliveryOff: Story = {
  name: 'store-delivery-off',
  parameters: { site: 'store-delivery-off' },
};
