/** Building blocks every footer variant composes; a new variant changes layout, not these rules. */
export { FooterAnchor } from './FooterAnchor';
export { FooterColumn } from './FooterColumn';
export { LinkList } from './LinkList';
export { RichText } from './RichText';
export { SocialLinks } from './SocialLinks';
export { StoreCarousel } from './LazyStoreCarousel';
export { TodaysDeals } from './TodaysDeals';
export { footerColorVars } from './cssVars';
export { FOOTER_TEXT } from './texts';
export { HeadingSkeleton, VisuallyHidden, footerLinkStyles } from './primitives';
