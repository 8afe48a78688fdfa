export { StickyFooterFive as default } from './StickyFooterFive';
