/**
 * The banner's frame around its creative, in CSS px: the styles use these numbers and the slot's
 * first-frame reservation adds them up, so both are the same height before the widget code loads.
 */
export const BANNER_FRAME = { padding: 8, label: 17, gap: 4 } as const;

export function bannerSlotHeight(creativeHeight: number): number {
  const { padding, label, gap } = BANNER_FRAME;
  return padding * 2 + label + gap + Math.max(0, creativeHeight);
}
