export { StickyFooterFour as default } from './StickyFooterFour';
