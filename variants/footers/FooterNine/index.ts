export { FooterNine as default } from './FooterNine';
