import type { CSSProperties } from 'react';
import type { FooterColors } from '../types';

/** React's CSSProperties has no index for custom properties; this adds exactly the `--*` keys. */
export type CssVars = CSSProperties & Record<`--${string}`, string>;

/**
 * CMS colours become custom properties set once on the footer's wrapper, so styled components stay
 * static (no per-render style generation) and every variant reads the same four names.
 */
export function footerColorVars(colors: FooterColors): CssVars {
  return {
    '--footer-bg': colors.background,
    '--footer-fg': colors.font,
    '--footer-hover': colors.hover,
    '--footer-active': colors.active,
  };
}

/** The store band's CMS background (Footer CMS additionalSectionBgColor). */
export function storeBandVars(backgroundColor: string): CssVars {
  return { '--footer-stores-bg': backgroundColor };
}
