/** What the preview can show: the pages a shopper meets most, and the widths of spec 9. */
import { STUDIO_FRAME_PARAM } from './studioFrame';
import { SHOPPER_PARAM, type ShopperState } from './shopperState';

export const PREVIEW_ROUTES = [
  { label: 'Home', path: '/' },
  { label: 'Shop', path: '/shop' },
  { label: 'Product', path: '/product/blue-dream' },
  { label: 'Deals', path: '/deals' },
  { label: 'Store page', path: '/store-details/greenleaf-market-troy' },
  { label: 'Checkout', path: '/checkout' },
  { label: 'Age gate', path: '/customer-choice' },
] as const;
export type PreviewRoutePath = (typeof PREVIEW_ROUTES)[number]['path'];

export const PREVIEW_WIDTHS = [375, 768, 1280] as const;
export type PreviewWidth = (typeof PREVIEW_WIDTHS)[number];

/** Frames are laid out at a phone-sized height, so the header, hero and sticky footer show. */
export const FRAME_HEIGHT = 760;

/** A storefront page as a studio frame on a fixture site's catalogue, playing `shopper`. */
export function frameSrc(path: string, site: string, shopper: ShopperState): string {
  const query = new URLSearchParams({
    fixture: site,
    [STUDIO_FRAME_PARAM]: '1',
    [SHOPPER_PARAM]: JSON.stringify(shopper),
  });
  return `${path}?${query.toString()}`;
}

/** Scales frames so the chosen widths fit side by side in the space available. */
export function frameScale(widths: readonly number[], available: number, gap: number): number {
  const total = widths.reduce((sum, w) => sum + w, 0) + gap * (widths.length - 1);
  return Math.min(1, Math.max(0.2, available / total));
}
