import { describe, expect, it } from 'vitest';
import { CouponInfoSchema, PopupCampaignSchema } from '../../schemas';
import { couponCodes, popupMainContent, popupThankYou } from './popupView';

const campaign = (fields: Record<string, unknown>) =>
  PopupCampaignSchema.parse({ _id: 'c', ...fields });

describe('popup view model (spec 2.18)', () => {
  it('falls back to /default.png when the logo is on without a URL, and shows none when off', () => {
    const on = campaign({
      edit: { mainSection: { imageUpload: { showLogo: true, logoUrl: '' } } },
    });
    const off = campaign({
      edit: { mainSection: { imageUpload: { showLogo: false, logoUrl: '/x.png' } } },
    });
    expect(popupMainContent(on).imageUrl).toBe('/default.png');
    expect(popupMainContent(off).imageUrl).toBeNull();
  });

  it('reads masterCode, else the codes, in uppercase', () => {
    expect(couponCodes(CouponInfoSchema.parse({ masterCode: 'welcome10', codes: ['x'] }))).toEqual([
      'WELCOME10',
    ]);
    expect(couponCodes(CouponInfoSchema.parse({ codes: ['greenleaf15', ' a-1 ', ''] }))).toEqual([
      'GREENLEAF15',
      'A-1',
    ]);
  });

  it('builds the thank-you view only when enabled, with codes and button as configured', () => {
    expect(popupThankYou(campaign({}), ['A'])).toBeNull();
    const thanks = campaign({
      thankSection: {
        isEnable: true,
        contentSection: { heading: 'Thanks', showCouponCode: true },
        button: { required: false, name: 'Shop' },
      },
    });
    expect(popupThankYou(thanks, ['A', 'B'])).toMatchObject({
      heading: 'Thanks',
      couponCodes: ['A', 'B'],
      buttonName: null,
    });
  });
});
