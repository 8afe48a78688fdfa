export { HeaderSeven as default } from './HeaderSeven';
