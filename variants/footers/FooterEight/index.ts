export { FooterEight as default } from './FooterEight';
