import type { DealsImageSettingCms, Special } from '../../../schemas';
import type { DealHeaderProps } from '../../../variants/catalogue/types';
import { dealImage } from '../../rules/dealImage';

const nameOf = (special: Special) => special.menuDisplayConfiguration.name || special.name;

/** The banner of a deal's listing; the description always shows there (it says what the deal is). */
export function dealHeaderData(
  special: Special,
  imageSettings: DealsImageSettingCms,
  scope: string | null,
): NonNullable<DealHeaderProps['deal']> {
  return {
    name: nameOf(special),
    description: special.menuDisplayConfiguration.description,
    image: { src: dealImage(imageSettings, special), alt: '' },
    scope,
  };
}

/**
 * A special by its urlSlug, in any case. The slug comes from the router, already decoded: decoding
 * it again would turn "20%25-off" into the wrong slug and throw on a lone "%".
 */
export function findSpecial(specials: readonly Special[], slug: string): Special | null {
  const wanted = slug.trim().toLowerCase();
  return specials.find((special) => special.urlSlug.toLowerCase() === wanted) ?? null;
}
