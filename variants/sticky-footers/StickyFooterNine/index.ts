export { StickyFooterNine as default } from './StickyFooterNine';
