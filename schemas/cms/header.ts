/** Header, navigation links and ticker settings (spec §3, 2.3, 2.5, 2.9). */
import { z } from 'zod';
import { flag, list, text } from '../fields';

export const SubLinkSchema = z.object({ label: text(), url: text() });
export type SubLink = z.output<typeof SubLinkSchema>;

/** A CMS navigation link; an empty url is meaningful ("Deals" with no url goes to /deals). */
export const NavLinkSchema = z.object({
  label: text(),
  url: text(),
  subLinks: list(SubLinkSchema),
});
export type NavLink = z.output<typeof NavLinkSchema>;

export const HeaderWidgetCmsDataSchema = z
  .object({
    logo: text('/images/logo.svg'),
    logoTitle: text('Home'),
    logoAlt: text('Store logo'),
    brandLabel: text('Brands'),
    shouldShowBrandLabel: flag(true),
    links: list(NavLinkSchema),
    isStickyHeader: flag(false),
  })
  .prefault({});
export type HeaderWidgetCmsData = z.output<typeof HeaderWidgetCmsDataSchema>;

export const MenuLinkWidgetCmsDataSchema = z.object({ links: list(NavLinkSchema) }).prefault({});
export type MenuLinkWidgetCmsData = z.output<typeof MenuLinkWidgetCmsDataSchema>;

export const TickerPageCmsSchema = z
  .object({
    isEnabled: flag(false),
    backgroundColor: text('black'),
    color: text('white'),
  })
  .prefault({});
export type TickerPageCms = z.output<typeof TickerPageCmsSchema>;

export const TickerItemSchema = z.object({ title: text(), link: text() });
export type TickerItem = z.output<typeof TickerItemSchema>;

export const TickerCrudDataSchema = list(TickerItemSchema);
