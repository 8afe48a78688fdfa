export { FooterFour as default } from './FooterFour';
