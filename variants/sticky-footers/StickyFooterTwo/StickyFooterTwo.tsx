/**
 * Sticky Footer Two — a soft grey tab bar of five equal items, the current one marked by a
 * rounded brand pill behind its icon (no raised centre). The cart badge always shows, even at 0.
 * For retailers who want an app-like, even bar with Shop and Deals side by side.
 */
import { CentreGlyph, FooterBar, ItemLabel, type FooterBarLook } from '../parts';
import type { StickyFooterProps } from '../types';
import { Bar, Centre, Item, List, Pill, Reserve } from './StickyFooterTwo.styles';

const look: FooterBarLook = { Reserve, Bar, List, Item, GlyphFrame: Pill, Centre };

export function StickyFooterTwo(props: StickyFooterProps) {
  return (
    <FooterBar
      {...props}
      design="two"
      look={look}
      renderCentre={(centre) => (
        <>
          <Pill>
            <CentreGlyph centre={centre} />
          </Pill>
          <ItemLabel>{centre.text}</ItemLabel>
        </>
      )}
    />
  );
}
