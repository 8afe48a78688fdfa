/** Desktop footer settings (spec §3, 2.16). */
import { z } from 'zod';
import { flag, list, text } from '../fields';

/** Colours the spec leaves open: a dark footer with a green accent. */
export const GeneralSettingsComponentUiDataSchema = z
  .object({
    footerBackgroundColor: text('#101418'),
    footerFontColor: text('#e8eae6'),
    footerHoverColor: text('#ffffff'),
    footerActiveColor: text('#7fd1a3'),
  })
  .prefault({});
export type GeneralSettingsComponentUiData = z.output<typeof GeneralSettingsComponentUiDataSchema>;

export const FooterRetailerRefSchema = z.object({ retailerId: text() });

export const FooterCmsSchema = z
  .object({
    // The default footer background is dark, so its default logo is the light one.
    logo: text('/images/logo-light.svg'),
    logoAlt: text('Store logo'),
    logoTitle: text('Home'),
    /** Rich text (HTML); sanitised where it is rendered. */
    subtext: text(),
    retailers: list(FooterRetailerRefSchema),
    enableAdditionalSection: flag(false),
    additionalSectionBgColor: text('#f4f5f2'),
  })
  .prefault({});
export type FooterCms = z.output<typeof FooterCmsSchema>;

export const QuickLinkSchema = z.object({ label: text(), url: text() });
export type QuickLink = z.output<typeof QuickLinkSchema>;

export const QuickLinksSchema = z
  .object({ title: text('Quick Links'), links: list(QuickLinkSchema) })
  .prefault({});
export type QuickLinks = z.output<typeof QuickLinksSchema>;

export const SocialLinkSchema = z.object({ link: text(), image: text(), title: text() });
export type SocialLink = z.output<typeof SocialLinkSchema>;

export const SocialLinksGroupSchema = z.object({
  isShowSocialLink: flag(false),
  socialLinks: list(SocialLinkSchema),
});
export type SocialLinksGroup = z.output<typeof SocialLinksGroupSchema>;

export const SocialLinksCmsSchema = list(SocialLinksGroupSchema);
