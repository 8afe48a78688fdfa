/** Spec §3/§5: a brand's customImage is used only when present, not the text "null" and not a
 * default.png; otherwise its imageUrl; null when it has neither (the view draws a monogram). */
export function brandImage(brand: { customImage: string | null; imageUrl: string }): string | null {
  const custom = brand.customImage?.trim() ?? '';
  if (custom !== '' && custom !== 'null' && !custom.includes('default.png')) return custom;
  return brand.imageUrl.trim() === '' ? null : brand.imageUrl;
}
