export { FooterSeven as default } from './FooterSeven';
