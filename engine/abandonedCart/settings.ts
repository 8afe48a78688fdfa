/**
 * What the abandoned-cart machines are told about the shopper, the store and the CMS: pure, so
 * the rules of who qualifies (spec 4.11, 4.12, 6, 7.6) are tested without React.
 */
import type { AbandonedCartSettings } from '../../machines/abandonedCartEmail.machine';
import type { AbandonedCartNotificationSettings } from '../../machines/abandonedCartNotification.machine';
import type {
  AbandonedCartCampaignSettingsCms,
  AbandonedCartNotificationSettingsCms,
  User,
} from '../../schemas';
import { isCartAbandonmentPath } from '../routing/cartAbandonmentPath';

export type EmailSettingsInput = {
  /** The signed-in shopper's token; null for a guest (spec 6). */
  token: string | null;
  user: User | null;
  campaign: AbandonedCartCampaignSettingsCms;
  retailerId: string;
  provider: string;
  orderType: string;
  menuType: string;
  /** The provider profile's sendsCheckoutId (7.6: checkoutId only for one provider). */
  sendsCheckoutId: boolean;
  /** The stored canCheckoutId. */
  checkoutId: string | null;
  pathname: string;
};

export function emailSettingsFrom(input: EmailSettingsInput): AbandonedCartSettings {
  const { user, token } = input;
  const shopper =
    token === null || user === null || user.email === ''
      ? null
      : {
          userId: user._id,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          fullName: user.fullName,
          mobile: user.phone,
          token,
        };
  return {
    shopper,
    campaign: { isActive: input.campaign.isActive, triggerTiming: input.campaign.triggerTiming },
    order: {
      retailerId: input.retailerId,
      provider: input.provider,
      orderType: input.orderType,
      menuType: input.menuType,
      checkoutId: input.sendsCheckoutId ? input.checkoutId : null,
    },
    onAbandonmentPage: isCartAbandonmentPath(input.pathname),
  };
}

export function notificationSettingsFrom(
  cms: AbandonedCartNotificationSettingsCms,
  visitorId: string | null,
): AbandonedCartNotificationSettings {
  return { isActive: cms.isActive, delay: cms.delay, visitorId };
}

/** Notification.permission, read at check time only (never during render). */
export function notificationPermission(): string {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}
