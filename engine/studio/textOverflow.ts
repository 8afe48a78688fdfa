/**
 * Whether one rendered text overflows, from its measured sizes (the frame measures, this
 * decides; pure, so the rule is unit-tested without a browser).
 */

/** Sizes in CSS pixels. */
export type Size = { width: number; height: number };

export type TextMetrics = {
  /** The text's own rendered extent (all its lines). */
  text: Size;
  /** The nearest box holding the text: its visible size and the size of what it holds. */
  box: { clientWidth: number; clientHeight: number; scrollWidth: number; scrollHeight: number };
  /** Ancestors that clip on an axis (overflow other than visible): text larger is never seen whole. */
  clips: readonly (Size & { clipsX: boolean; clipsY: boolean })[];
  /** The page's width: a text wider than it scrolls the page sideways. */
  viewportWidth: number;
};

/** Layout rounds sub-pixel sizes differently in each direction. */
const SLACK_PX = 1;

/**
 * A text overflows when its box holds more than it shows (cut off, ellipsis, line clamp, spilling
 * over its neighbours), when it is wider than the page, or when it is larger than a box that
 * clips it (a ticker item wider than the bar is never read whole). A text pushed out of sight by
 * a scroller it fits in does not.
 */
export function textOverflows({ text, box, clips, viewportWidth }: TextMetrics): boolean {
  if (text.width === 0 && text.height === 0) return false;
  if (box.scrollWidth > box.clientWidth + SLACK_PX) return true;
  if (box.scrollHeight > box.clientHeight + SLACK_PX) return true;
  if (text.width > viewportWidth + SLACK_PX) return true;
  return clips.some(
    (clip) =>
      (clip.clipsX && text.width > clip.width + SLACK_PX) ||
      (clip.clipsY && text.height > clip.height + SLACK_PX),
  );
}
