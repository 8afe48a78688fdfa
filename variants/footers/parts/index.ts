/** Building blocks every footer variant composes; a new variant changes layout, not these rules. */
export { BrandItems } from './BrandItems';
export { FooterAnchor } from './FooterAnchor';
export { FooterColumn } from './FooterColumn';
export { FooterFrame } from './FooterFrame';
export { FooterLogo } from './FooterLogo';
export { LegalBand } from './LegalBand';
export { LegalNotices } from './LegalNotices';
export { LinkGroups } from './LinkGroups';
export { LinkList } from './LinkList';
export { RichText } from './RichText';
export { SocialLinks } from './SocialLinks';
export { StoreCarousel } from './LazyStoreCarousel';
export { TodaysDeals } from './TodaysDeals';
export { footerColorVars } from './cssVars';
export { footerRootProps } from './rootProps';
export {
  brandRowColumns,
  FooterInner,
  HeadingSkeleton,
  VisuallyHidden,
  footerLinkStyles,
  footerRule,
  footerSurface,
  footerTint,
  type LinkListLayout,
} from './primitives';
