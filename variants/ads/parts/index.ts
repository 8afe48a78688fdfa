export {
  AdCardWithNotice,
  AdFrame,
  AdNotice,
  SPONSORED_LABEL,
  SponsoredLabel,
  WideAdFrame,
} from './AdFrame';
export { AdPlaceholder, type AdPlaceholderProps } from './AdPlaceholder';
