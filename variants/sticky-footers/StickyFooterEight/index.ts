export { StickyFooterEight as default } from './StickyFooterEight';
