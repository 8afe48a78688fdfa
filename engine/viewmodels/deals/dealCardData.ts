import type { SiteSettings, Special, StoredBrand } from '../../../schemas';
import type { DealButtonLabel, DealCardDeal } from '../../../variants/deal-cards/types';
import { dealImage } from '../../rules/dealImage';
import { dealLink, type DealLinkContext } from '../../rules/dealLink';

export type DealCardInputs = {
  special: Special;
  settings: Pick<SiteSettings, 'dealsSettingsCms' | 'dealsImageSettingCMS' | 'appSettings'>;
  context: DealLinkContext;
  /** A brandId in the current page's query, appended to the target (spec 2.15). */
  queriedBrandId?: string | null;
  brandList: readonly StoredBrand[];
  /** Overrides the label picked from the context. */
  buttonLabel?: DealButtonLabel;
};

/**
 * The spec offers "Shop now" or "Shop Deals" (2.15) without saying where each goes. Ours: the
 * deals pages, which lead into a deal's collection, say "Shop Deals"; elsewhere "Shop now".
 */
export function dealButtonLabel(context: DealLinkContext): DealButtonLabel {
  return context.page === 'elsewhere' ? 'Shop now' : 'Shop Deals';
}

/** A special (spec §3) as any deal card variant draws it. */
export function dealCardDealFrom(input: DealCardInputs): DealCardDeal {
  const { special, settings, context } = input;
  const display = special.menuDisplayConfiguration;
  const description = display.description.trim();
  return {
    name: display.name.trim() || special.name,
    description:
      settings.dealsSettingsCms.isDescriptionActive && description !== '' ? description : null,
    // The name is printed beside the picture, so the picture itself is decorative.
    image: { src: dealImage(settings.dealsImageSettingCMS, special), alt: '' },
    href: dealLink({
      specialSlug: special.urlSlug,
      context,
      queriedBrandId: input.queriedBrandId,
      dealsVersion: settings.appSettings.dealsVersion,
      brandList: input.brandList,
    }),
    buttonLabel: input.buttonLabel ?? dealButtonLabel(context),
  };
}
