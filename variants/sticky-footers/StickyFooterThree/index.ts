export { StickyFooterThree as default } from './StickyFooterThree';
