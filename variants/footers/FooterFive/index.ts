export { FooterFive as default } from './FooterFive';
