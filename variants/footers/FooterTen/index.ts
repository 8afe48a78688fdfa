export { FooterTen as default } from './FooterTen';
