import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { StickyFooterCentre } from '../types';
import { CentreIcon } from './icons';

export type CentreActionProps = {
  centre: StickyFooterCentre;
  /** The design's More sheet is open (only "more" buttons open one). */
  sheetOpen: boolean;
  onCentre(): void;
  className?: string;
  children: ReactNode;
};

/**
 * The centre More/Search button. A More button opens its sheet dialog, so it says so and reports
 * whether the sheet is open; a Search button opens the search overlay or page.
 */
export function CentreAction({
  centre,
  sheetOpen,
  onCentre,
  className,
  children,
}: CentreActionProps) {
  const more = centre.kind === 'more';
  return (
    <button
      type="button"
      className={className}
      data-centre={centre.kind}
      data-image={centre.icon !== null}
      aria-haspopup={more ? 'dialog' : undefined}
      aria-expanded={more ? sheetOpen : undefined}
      onClick={onCentre}
    >
      {children}
    </button>
  );
}

/** Designs with a larger centre set --sf-centre-icon. */
const Img = styled.img`
  display: block;
  width: var(--sf-centre-icon, 24px);
  height: var(--sf-centre-icon, 24px);
  object-fit: contain;
`;

/** The CMS More image, else the built-in More/Search icon; decorative, the text names the button. */
export function CentreGlyph({ centre, size = 24 }: { centre: StickyFooterCentre; size?: number }) {
  if (centre.icon !== null) return <Img src={centre.icon} alt="" width={size} height={size} />;
  return <CentreIcon kind={centre.kind} size={size} />;
}
