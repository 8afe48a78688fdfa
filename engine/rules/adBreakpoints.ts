/**
 * A placement's breakpoint mode (issue 16): "all", or the theme's breakpoint names separated by
 * commas or spaces ("mobile, tablet"). The spec names no list, so ours are the theme's; an unknown
 * name makes the placement invalid rather than silently showing it everywhere.
 */
import { theme } from '../../ui/theme/theme';

export const AD_BREAKPOINTS = ['mobile', 'tablet', 'desktop', 'wide'] as const;
export type AdBreakpoint = (typeof AD_BREAKPOINTS)[number];
export type AdBreakpoints = 'all' | readonly AdBreakpoint[];

const px = (value: string) => Number.parseInt(value, 10);
const FROM = {
  tablet: px(theme.breakpoint.tablet),
  desktop: px(theme.breakpoint.desktop),
  wide: px(theme.breakpoint.wide),
};

export function breakpointForWidth(width: number): AdBreakpoint {
  if (width >= FROM.wide) return 'wide';
  if (width >= FROM.desktop) return 'desktop';
  if (width >= FROM.tablet) return 'tablet';
  return 'mobile';
}

export function parseBreakpointMode(
  mode: string,
): { ok: true; breakpoints: AdBreakpoints } | { ok: false; unknown: string[] } {
  const names = mode
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((name) => name !== '');
  if (names.length === 0 || names.includes('all')) return { ok: true, breakpoints: 'all' };
  const known = new Set<string>(AD_BREAKPOINTS);
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length > 0) return { ok: false, unknown };
  return { ok: true, breakpoints: AD_BREAKPOINTS.filter((name) => names.includes(name)) };
}

export function showsAtWidth(placement: { breakpoints: AdBreakpoints }, width: number): boolean {
  return (
    placement.breakpoints === 'all' || placement.breakpoints.includes(breakpointForWidth(width))
  );
}

/** Whether a raw placement mode shows at this width; an invalid mode shows nowhere. */
export function modeShowsAtWidth(mode: string, width: number): boolean {
  const parsed = parseBreakpointMode(mode);
  return parsed.ok && showsAtWidth(parsed, width);
}
