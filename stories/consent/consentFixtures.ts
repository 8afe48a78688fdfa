/**
 * The consent views' texts for stories: the CMS defaults as the schema gives them, and texts far
 * longer than a retailer should write, to show they wrap and never push the answers away.
 */
import { ConsentBannerCmsSchema } from '../../schemas';
import type { ConsentBannerProps } from '../../variants/consent/types';

export const consentCms = ConsentBannerCmsSchema.parse({});

export const bannerArgs = {
  title: consentCms.title,
  message: consentCms.message,
  acceptLabel: consentCms.acceptLabel,
  declineLabel: consentCms.declineLabel,
} satisfies Partial<ConsentBannerProps>;

export const longBannerTexts = {
  title: 'Your privacy choices at Greenleaf Market dispensaries across Michigan',
  message:
    'We and our partners use cookies, pixels and similar technologies to remember your store, ' +
    'measure which menus and deals shoppers use, and improve our website. Some of these tools ' +
    'are run by third parties who may combine this information with other data they hold. You ' +
    'can accept or decline analytics now, and you can change your choice at any time from the ' +
    '"Cookie settings" link at the bottom of every page. Learn more in our privacy policy at ' +
    'https://greenleafmarket.example/privacy-policy-and-consumer-health-data-notice.',
  acceptLabel: 'Accept analytics cookies',
  declineLabel: 'Decline all but necessary',
} satisfies Partial<ConsentBannerProps>;
