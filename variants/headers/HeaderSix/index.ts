export { HeaderSix as default } from './HeaderSix';
