/** Building blocks every footer variant composes; a new variant changes layout, not these rules. */
export { FooterAnchor } from './FooterAnchor';
export { FooterColumn } from './FooterColumn';
export { FooterLogo } from './FooterLogo';
export { LinkList } from './LinkList';
export { LinksColumn } from './LinksColumn';
export { RichText } from './RichText';
export { SocialLinks } from './SocialLinks';
export { StoreCarousel } from './LazyStoreCarousel';
export { TodaysDeals } from './TodaysDeals';
export { footerColorVars } from './cssVars';
export { footerRootProps } from './rootProps';
export { FOOTER_TEXT } from './texts';
export {
  FooterInner,
  HeadingSkeleton,
  VisuallyHidden,
  footerLinkStyles,
  footerRule,
  footerSurface,
  footerTint,
  type LinkListLayout,
} from './primitives';
