export { FooterOne as default } from './FooterOne';
