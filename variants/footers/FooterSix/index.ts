export { FooterSix as default } from './FooterSix';
