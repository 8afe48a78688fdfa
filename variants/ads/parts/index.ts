export { AdFrame, SPONSORED_LABEL, SponsoredLabel } from './AdFrame';
export { AdPlaceholder, type AdPlaceholderProps } from './AdPlaceholder';
