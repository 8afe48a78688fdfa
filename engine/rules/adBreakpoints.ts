/**
 * A placement's breakpoint mode (spec 4.8): "all", or the theme's breakpoint names separated by
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

/** Each breakpoint's widths as a media query, up to just below the next one's start. */
const RANGES: Record<AdBreakpoint, string> = {
  mobile: `(max-width: ${FROM.tablet - 0.02}px)`,
  tablet: `(min-width: ${FROM.tablet}px) and (max-width: ${FROM.desktop - 0.02}px)`,
  desktop: `(min-width: ${FROM.desktop}px) and (max-width: ${FROM.wide - 0.02}px)`,
  wide: `(min-width: ${FROM.wide}px)`,
};

/**
 * The widths a raw placement mode shows at, as a media query: `all` for every width, null for an
 * invalid mode (shown nowhere). Lets the server, which knows no viewport, reserve a slot's space
 * at exactly the widths showsAtWidth will show it at.
 */
export function modeMediaQuery(mode: string): string | null {
  const parsed = parseBreakpointMode(mode);
  if (!parsed.ok) return null;
  if (parsed.breakpoints === 'all') return 'all';
  return parsed.breakpoints.map((name) => RANGES[name]).join(', ');
}

/** Whether a raw placement mode shows at this width; an invalid mode shows nowhere. */
export function modeShowsAtWidth(mode: string, width: number): boolean {
  const parsed = parseBreakpointMode(mode);
  return parsed.ok && showsAtWidth(parsed, width);
}
