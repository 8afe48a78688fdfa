export { StickyFooterSix as default } from './StickyFooterSix';
