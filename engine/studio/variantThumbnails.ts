/**
 * A thumbnail per variant for the studio's visual picker: the variant's own story screenshot
 * (the committed visual baseline), so the picture is always the variant as it renders today.
 * Only the studio's bundle imports this; the images are emitted for the studio build alone.
 */
import type { Layout } from '../../schemas/layout';

const shots = import.meta.glob<string>(
  '/stories/{headers,footers,menus,retailer-selectors,sticky-footers,deal-cards}/__screenshots__/*/*-{mobile,default,tablet}-chromium-linux.png',
  { eager: true, query: '?url', import: 'default' },
);

const FOLDER: Readonly<Record<keyof Layout, string>> = {
  header: 'headers/__screenshots__/Header',
  footer: 'footers/__screenshots__/Footer',
  menu: 'menus/__screenshots__/Menu',
  retailerSelector: 'retailer-selectors/__screenshots__/RetailerSelector',
  stickyFooter: 'sticky-footers/__screenshots__/StickyFooter',
  dealCard: 'deal-cards/__screenshots__/DealCard',
};

const PREFERENCE = ['-mobile-', '-default-', '-tablet-'];

/** The screenshot URL of a family's variant ('five' → HeaderFive), or null when none exists. */
export function variantThumbnail(family: keyof Layout, variant: string): string | null {
  const folder = `/stories/${FOLDER[family]}${variant.charAt(0).toUpperCase()}${variant.slice(1)}/`;
  const candidates = Object.keys(shots).filter((path) => path.startsWith(folder));
  for (const marker of PREFERENCE) {
    const path = candidates.find((p) => p.includes(marker));
    if (path !== undefined) return shots[path] ?? null;
  }
  return null;
}
