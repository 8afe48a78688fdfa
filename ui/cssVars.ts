import type { CSSProperties } from 'react';

/**
 * Typed CSS custom properties for a wrapper's `style`: the conventions' way to apply CMS colours
 * (set once, read by static styles) instead of interpolating per render.
 */
export function cssVars(vars: Record<`--${string}`, string>): CSSProperties {
  return vars;
}
