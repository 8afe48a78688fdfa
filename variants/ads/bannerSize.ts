import type { CSSProperties } from 'react';

/**
 * The banner's frame around its creative, in CSS px: the styles use these numbers and the slot's
 * first-frame reservation adds them up, so both are the same height before the widget code loads.
 * `notices` is the space between the creative and the compliance notices under it.
 */
export const BANNER_FRAME = { padding: 8, label: 17, gap: 4, notices: 12 } as const;

export function bannerSlotHeight(creativeHeight: number): number {
  const { padding, label, gap } = BANNER_FRAME;
  return padding * 2 + label + gap + Math.max(0, creativeHeight);
}

/**
 * The creative's width from the placement (0: the column's width). Here, not in the styles, so
 * the shell's first-frame reservation sizes the banner's notices without the widget's styles.
 */
export const innerSize = (width: number): CSSProperties =>
  width > 0 ? { maxWidth: `${width}px` } : {};
