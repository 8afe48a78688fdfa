import type { Brand, HomeSectionOf } from '../../../schemas';
import type { BrandStripItem } from '../../../variants/home-sections/types';
import { brandTile } from '../catalogue/brandTile';
import { brandSlug } from '../catalogue/productView';

type BrandStripSettings = HomeSectionOf<'brandStrip'>['settings'];

const brandKey = (brand: Brand) => brand.id || brandSlug(brand);

/**
 * The strip's brands: sponsored brands first (spec §3 "Sponsored brands have the same shape"),
 * then the others, each brand once, at most `limit`. Links go to /brands/{slug} (spec 2.1).
 */
export function brandStripItems(
  sponsored: readonly Brand[],
  brands: readonly Brand[],
  settings: BrandStripSettings,
): BrandStripItem[] {
  const sponsoredKeys = new Set(sponsored.map(brandKey));
  const ordered = settings.sponsoredFirst ? [...sponsored, ...brands] : [...brands, ...sponsored];
  const seen = new Set<string>();
  const items: BrandStripItem[] = [];
  for (const brand of ordered) {
    const key = brandKey(brand);
    const name = (brand.brandName || brand.name).trim();
    if (key === '' || name === '' || seen.has(key)) continue;
    seen.add(key);
    const tile = brandTile(brand, `/brands/${encodeURIComponent(brandSlug(brand))}`);
    items.push({ href: tile.href, name, image: tile.image, sponsored: sponsoredKeys.has(key) });
    if (items.length >= settings.limit) break;
  }
  return items;
}
