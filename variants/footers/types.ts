/**
 * The one props type every footer variant (One…Ten) takes, so variants are interchangeable and a
 * story can render any of them from the same fixture. The engine's footer view-model builds it
 * (engine/viewmodels/footer); variants only lay it out.
 */
import type { ComplianceNotices } from '../compliance/types';

/** A link the footer shows; `href` is a site path ("/category/flower") or an http(s) URL. */
export type FooterLink = {
  label: string;
  href: string;
};

export type FooterLogo = {
  src: string;
  /** Never empty: the engine falls back to the site title, because the logo is the home link's name. */
  alt: string;
  title: string;
};

export type FooterSocialLink = {
  /** Platform name ("Facebook", "Instagram", "X", "YouTube", "TikTok"); picks the icon and names the link. */
  title: string;
  /** Absolute URL of the retailer's profile; always opened in a new tab. */
  href: string;
  /** CMS icon, used only when the title is not a platform we ship an icon for. */
  image: string;
};

export type FooterDeal = {
  name: string;
  /** Deal target per spec 2.15 ("Elsewhere" row), resolved by the engine. */
  href: string;
};

export type FooterTodaysDeals = {
  /** todaysDealsCmsData.title (default "Today's Deals"). */
  title: string;
  /** The first 5 specials of the current store (spec 2.16, §9); the engine applies the cap. */
  deals: FooterDeal[];
  /** Always "/specials" (spec 2.16). */
  shopAllHref: string;
  /** Always "Shop All Specials" (spec 2.16). */
  shopAllLabel: string;
};

export type FooterStore = {
  id: string;
  name: string;
  /** One-line address, already formatted by the engine. */
  address: string;
  /** Contact number; null when missing or the literal string "null" (spec 2.11), so no "Call :" line. */
  phone: string | null;
  /** "/{urlSlug}", or "/{id}" when the store has no slug (spec 2.11). */
  detailsHref: string;
};

export type FooterStoreCarousel = {
  /** Footer CMS additionalSectionBgColor. */
  backgroundColor: string;
  /** The stores of Footer CMS retailers[], in CMS order. */
  stores: FooterStore[];
};

export type FooterColors = {
  /** generalSettingsComponentUiData.footerBackgroundColor → --footer-bg. */
  background: string;
  /** generalSettingsComponentUiData.footerFontColor → --footer-fg. */
  font: string;
  /** generalSettingsComponentUiData.footerHoverColor → --footer-hover. */
  hover: string;
  /** generalSettingsComponentUiData.footerActiveColor → --footer-active (current page link). */
  active: string;
};

export type FooterProps = {
  /** Footer CMS logo, logoAlt, logoTitle. */
  logo: FooterLogo;
  /**
   * Footer CMS subtext, ALREADY SANITISED by the engine with DOMPurify. Variants render it only
   * through parts/RichText (dangerouslySetInnerHTML); never pass unsanitised CMS HTML here.
   */
  sanitizedSubtextHtml: string;
  /** socialLinksCms[].socialLinks; null when isShowSocialLink is off (spec 2.16 "when enabled"). */
  social: FooterSocialLink[] | null;
  /**
   * quickLinks { title, links }. The engine already hid /find-a-dispensary and /store-directory for
   * the provider profile with hidesStoreDirectoryLinks and dropped links that are neither http(s)
   * URLs nor site paths.
   */
  quickLinks: { title: string; links: FooterLink[] };
  /** The "Shop" column: the categories, each linking to /category/{slug}. */
  shopLinks: FooterLink[];
  /** The "Today's Deals" column (spec 2.16). */
  todaysDeals: FooterTodaysDeals;
  /**
   * The store carousel band (spec 2.11, 6 per view); null unless the provider profile has
   * showsFooterStoreCarousel and Footer CMS enableAdditionalSection is set.
   */
  storeCarousel: FooterStoreCarousel | null;
  /** CMS colours, applied once as CSS custom properties on the footer's wrapper. */
  colors: FooterColors;
  /** True for the first 1500 ms (spec §9): headings show skeletons. The engine owns the timer. */
  headingsLoading: boolean;
  /** Bottom-bar legal line, e.g. "© 2026 Green Leaf Dispensary". */
  copyright: string;
  /**
   * complianceNoticesCms: the licence line and the state's warnings, shown with the legal line in
   * every design (regulators ask for them on advertising); null when the site has neither, so
   * nothing is drawn. Required, so a new design has to place them.
   */
  notices: ComplianceNotices | null;
  /** Optional: a deal link was followed (spec 2.15: the engine closes drawers, updates flags). */
  onDealSelect?: (deal: FooterDeal) => void;
};
