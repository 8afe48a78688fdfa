/**
 * A brand's tile on the brand pages, search and the home's brand strip. Apart from ./productView
 * so the home's first load, which shows no brand tile, carries neither it nor the brand image rule.
 */
import type { Brand } from '../../../schemas';
import { DEFAULT_DEAL_IMAGE } from '../../../schemas/constants';
import type { TileData } from '../../../variants/catalogue/types';
import { brandImage } from '../../rules/brandImage';

/** Spec §3 Brand: the brand image rule, then the default deals-card image. */
export function brandTile(brand: Brand, href: string, note?: string): TileData {
  const name = brand.brandName || brand.name;
  return {
    href,
    name,
    image: brandImage(brand) ?? DEFAULT_DEAL_IMAGE,
    imageAlt: '',
    ...(note ? { note } : {}),
  };
}
