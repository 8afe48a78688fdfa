export { StickyFooterSeven as default } from './StickyFooterSeven';
