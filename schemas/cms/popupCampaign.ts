/** Popup campaigns as served by the active-campaigns call (spec §3 "Popup campaign", 2.18, 4.9). */
import { z } from 'zod';
import { count, flag, id, list, text } from '../fields';

export const POPUP_TEMPLATE_TYPES = ['popup', 'flyout', 'fullScreen', 'bar'] as const;
export type PopupTemplateType = (typeof POPUP_TEMPLATE_TYPES)[number];

export const POPUP_SCHEDULE_TYPES = ['ongoing', 'customDates'] as const;
export const POPUP_TRIGGER_TYPES = ['allPages', 'specificPages'] as const;
export const POPUP_BUTTON_TYPES = ['linkToUrl', 'closeDisplay'] as const;
export type PopupButtonType = (typeof POPUP_BUTTON_TYPES)[number];
export const THANK_YOU_BUTTON_TYPES = ['close-display', 'navigate'] as const;
export type ThankYouButtonType = (typeof THANK_YOU_BUTTON_TYPES)[number];

const LogoSchema = z.object({ showLogo: flag(false), logoUrl: text() }).prefault({});

export const PopupScheduleSchema = z
  .object({
    type: z.enum(POPUP_SCHEDULE_TYPES).default('ongoing'),
    /** Unix seconds. */
    startTime: count(0),
    /** Unix seconds. */
    endTime: count(0),
  })
  .prefault({});

export const PopupBehaviorSchema = z
  .object({
    trigger: z
      .object({
        type: z.enum(POPUP_TRIGGER_TYPES).default('allPages'),
        pageUrls: list(z.string()),
      })
      .prefault({}),
    /** position is a scroll percentage. */
    showOnScroll: z.object({ enabled: flag(false), position: count(0) }).prefault({}),
    /** time is in seconds. */
    timeOnPage: z.object({ enabled: flag(false), time: count(0) }).prefault({}),
  })
  .prefault({});

export const PopupEditSchema = z
  .object({
    display: z.object({ templateType: z.enum(POPUP_TEMPLATE_TYPES).default('popup') }).prefault({}),
    mainSection: z
      .object({
        form: z.object({ emailPlaceholder: text('Enter your email') }).prefault({}),
        button: z
          .object({
            name: text('Subscribe'),
            type: z.enum(POPUP_BUTTON_TYPES).default('closeDisplay'),
            navUrl: text(),
          })
          .prefault({}),
        contentSection: z.object({ heading: text(), description: text() }).prefault({}),
        imageUpload: LogoSchema,
      })
      .prefault({}),
  })
  .prefault({});

export const ThankSectionSchema = z
  .object({
    isEnable: flag(false),
    imageSection: LogoSchema,
    contentSection: z
      .object({ heading: text(), description: text(), showCouponCode: flag(false) })
      .prefault({}),
    button: z
      .object({
        type: z.enum(THANK_YOU_BUTTON_TYPES).default('close-display'),
        navUrl: text(),
        required: flag(false),
        name: text('Close'),
      })
      .prefault({}),
  })
  .prefault({});

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
export const CouponInfoSchema = z
  .object({ masterCode: text(), codes: list(z.string()) })
  .prefault({});
export type CouponInfo = z.output<typeof CouponInfoSchema>;
