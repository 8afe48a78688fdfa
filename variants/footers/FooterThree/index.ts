export { FooterThree as default } from './FooterThree';
