import type { ComponentType, ReactNode } from 'react';
import type { FooterVariant } from '../../../schemas';
import type { FooterProps } from '../types';
import type { CssVars } from './cssVars';
import { LegalBand } from './LegalBand';
import { StoreCarousel } from './LazyStoreCarousel';
import { footerRootProps } from './rootProps';

type FooterRoot = ComponentType<{
  'data-footer': FooterVariant;
  style: CssVars;
  children: ReactNode;
}>;

type FooterFrameProps = {
  design: FooterVariant;
  /** The variant's styled `<footer>`; it receives the design name and the CMS colours. */
  Root: FooterRoot;
  footer: FooterProps;
  /** The variant's own layout, above the store carousel. */
  children: ReactNode;
  /** What stands between the carousel and the legal line (a closing brand row, say). */
  closing?: ReactNode;
  /**
   * The variant's own legal line, which renders `LegalNotices` beside its copyright; the ruled
   * `LegalBand` (notices included) when left out.
   */
  legal?: ReactNode;
  /** Put the store carousel at the top of the footer instead of under the layout. */
  storesFirst?: boolean;
};

/**
 * The order every footer keeps around its own layout: the store carousel (when the site shows
 * one) after the content, then the legal line last.
 */
export function FooterFrame({
  design,
  Root,
  footer,
  children,
  closing,
  legal,
  storesFirst = false,
}: FooterFrameProps) {
  const { storeCarousel, colors, copyright, notices } = footer;
  const stores = storeCarousel !== null && <StoreCarousel carousel={storeCarousel} />;
  return (
    <Root {...footerRootProps(design, colors)}>
      {storesFirst && stores}
      {children}
      {!storesFirst && stores}
      {closing}
      {legal ?? <LegalBand copyright={copyright} notices={notices} />}
    </Root>
  );
}
