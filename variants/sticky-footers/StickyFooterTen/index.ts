export { StickyFooterTen as default } from './StickyFooterTen';
