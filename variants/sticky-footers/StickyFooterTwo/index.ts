export { StickyFooterTwo as default } from './StickyFooterTwo';
