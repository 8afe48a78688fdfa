/**
 * Popup campaigns as served by the active-campaigns call (spec §3 "Popup campaign", 2.18, 4.9).
 * In zod/mini: a first visit reads these answers right after hydration (schemas/popupReaders.ts).
 */
import * as z from 'zod/mini';
import { count, flag, id, list, text } from '../fields';

export const POPUP_TEMPLATE_TYPES = ['popup', 'flyout', 'fullScreen', 'bar'] as const;
export type PopupTemplateType = (typeof POPUP_TEMPLATE_TYPES)[number];

export const POPUP_SCHEDULE_TYPES = ['ongoing', 'customDates'] as const;
export const POPUP_TRIGGER_TYPES = ['allPages', 'specificPages'] as const;
export const POPUP_BUTTON_TYPES = ['linkToUrl', 'closeDisplay'] as const;
export type PopupButtonType = (typeof POPUP_BUTTON_TYPES)[number];
export const THANK_YOU_BUTTON_TYPES = ['close-display', 'navigate'] as const;
export type ThankYouButtonType = (typeof THANK_YOU_BUTTON_TYPES)[number];

const LogoSchema = z.prefault(z.object({ showLogo: flag(false), logoUrl: text() }), {});

export const PopupScheduleSchema = z.prefault(
  z.object({
    type: z._default(z.enum(POPUP_SCHEDULE_TYPES), 'ongoing'),
    /** Unix seconds. */
    startTime: count(0),
    /** Unix seconds. */
    endTime: count(0),
  }),
  {},
);

export const PopupBehaviorSchema = z.prefault(
  z.object({
    trigger: z.prefault(
      z.object({
        type: z._default(z.enum(POPUP_TRIGGER_TYPES), 'allPages'),
        pageUrls: list(z.string()),
      }),
      {},
    ),
    /** position is a scroll percentage. */
    showOnScroll: z.prefault(z.object({ enabled: flag(false), position: count(0) }), {}),
    /** time is in seconds. */
    timeOnPage: z.prefault(z.object({ enabled: flag(false), time: count(0) }), {}),
  }),
  {},
);

export const PopupEditSchema = z.prefault(
  z.object({
    display: z.prefault(
      z.object({ templateType: z._default(z.enum(POPUP_TEMPLATE_TYPES), 'popup') }),
      {},
    ),
    mainSection: z.prefault(
      z.object({
        form: z.prefault(z.object({ emailPlaceholder: text('Enter your email') }), {}),
        button: z.prefault(
          z.object({
            name: text('Subscribe'),
            type: z._default(z.enum(POPUP_BUTTON_TYPES), 'closeDisplay'),
            navUrl: text(),
          }),
          {},
        ),
        contentSection: z.prefault(z.object({ heading: text(), description: text() }), {}),
        imageUpload: LogoSchema,
      }),
      {},
    ),
  }),
  {},
);

export const ThankSectionSchema = z.prefault(
  z.object({
    isEnable: flag(false),
    imageSection: LogoSchema,
    contentSection: z.prefault(
      z.object({ heading: text(), description: text(), showCouponCode: flag(false) }),
      {},
    ),
    button: z.prefault(
      z.object({
        type: z._default(z.enum(THANK_YOU_BUTTON_TYPES), 'close-display'),
        navUrl: text(),
        required: flag(false),
        name: text('Close'),
      }),
      {},
    ),
  }),
  {},
);

export const PopupCampaignSchema = z.object({
  _id: id(),
  campaignName: text(),
  isFormEnable: flag(false),
  schedule: PopupScheduleSchema,
  behavior: PopupBehaviorSchema,
  edit: PopupEditSchema,
  thankSection: ThankSectionSchema,
});
export type PopupCampaign = z.output<typeof PopupCampaignSchema>;

export const PopupCampaignsSchema = list(PopupCampaignSchema);

/** Subscription result (7.5): data.couponInfo carries masterCode or codes. */
export const CouponInfoSchema = z.prefault(
  z.object({ masterCode: text(), codes: list(z.string()) }),
  {},
);
export type CouponInfo = z.output<typeof CouponInfoSchema>;
