/**
 * The one props type every deal card variant (One…Five) takes, so the registry can swap them per
 * dealsCardSettingsCMS and a story can render any of them from the same fixture. The engine maps a
 * Special (spec §3 "Special / deal") to these props; variants only lay them out.
 */

/** The label of a deal card's button (spec 2.15: "a 'Shop now' or 'Shop Deals' button"). */
export type DealButtonLabel = 'Shop now' | 'Shop Deals';

export type DealImage = {
  /**
   * Already chosen by the engine per spec §3 "Deal image selection": the menu-provider image (or its
   * static fallback) when dealsImageSettingCMS says so, else the CMS custom image when isCustomImage
   * is set, else '/images/deals-default-img.png'.
   */
  src: string;
  /** Alternative text; empty when the image only repeats the deal's name (the card shows the name). */
  alt: string;
};

export type DealCardDeal = {
  /** menuDisplayConfiguration.name of the special (spec §3). */
  name: string;
  /**
   * menuDisplayConfiguration.description; null when dealsSettingsCms.isDescriptionActive is off or the
   * special has none (spec 2.15). The engine decides; variants render it only when non-null.
   */
  description: string | null;
  /** The card's picture (spec §3 "Deal image selection"). */
  image: DealImage;
  /**
   * Where the button leads, computed by the engine from the page context per the spec 2.15 table
   * (deals page, brand detail, deals collection, elsewhere), brandId already appended.
   */
  href: string;
  /** "Shop now" or "Shop Deals" (spec 2.15); the engine picks per placement. */
  buttonLabel: DealButtonLabel;
};

export type DealCardProps = {
  /** The special to show, mapped by the engine (spec §3 "Special / deal", 2.15). */
  deal: DealCardDeal;
  /**
   * True while the CMS settings load (spec 2.15: "A skeleton card is shown while the CMS settings
   * load"); the card then shows its skeleton and ignores `deal`.
   */
  loading: boolean;
  /**
   * Optional: the deal's link was followed. Spec 2.15: the engine closes the sidebar and the footer
   * menu and updates the default-home-page flag; navigation itself is the link's job.
   */
  onSelect?(): void;
};
