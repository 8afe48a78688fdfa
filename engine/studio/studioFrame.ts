/**
 * Whether this page is a studio preview frame, without the frame protocol: every page of the
 * embedded default asks, and only frames then load the bridge (its zod schemas among it).
 */

/** The query parameter that turns a storefront page into a studio preview frame. */
export const STUDIO_FRAME_PARAM = 'studioFrame';

/** A page inside another window, asked for as a studio frame. */
export function isStudioFrame(win: Window): boolean {
  return win.parent !== win && new URLSearchParams(win.location.search).has(STUDIO_FRAME_PARAM);
}
