export { StickyFooterOne as default } from './StickyFooterOne';
