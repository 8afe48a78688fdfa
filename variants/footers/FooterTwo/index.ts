export { FooterTwo as default } from './FooterTwo';
