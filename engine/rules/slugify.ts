/** "Wana Brands & Co." → "wana-brands-co": how brand and category names become URL slugs. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Brand shop page: {shopPath}/brand/{urlSlug or slugified brandName} (spec 2.1). */
export function brandHref(
  shopPath: string,
  brand: { urlSlug: string; brandName: string; name: string },
): string {
  const slug = brand.urlSlug.trim() || slugify(brand.brandName || brand.name);
  return `${shopPath}/brand/${encodeURIComponent(slug)}`;
}
