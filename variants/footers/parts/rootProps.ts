import type { FooterVariant } from '../../../schemas';
import type { FooterColors } from '../types';
import { footerColorVars, type CssVars } from './cssVars';

/**
 * What every footer's outermost element carries: `data-footer` names the design (journeys and
 * the preview find it by that) and `style` sets the CMS colours as custom properties, once.
 */
export function footerRootProps(
  design: FooterVariant,
  colors: FooterColors,
): { 'data-footer': FooterVariant; style: CssVars } {
  return { 'data-footer': design, style: footerColorVars(colors) };
}
