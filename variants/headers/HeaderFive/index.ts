export { HeaderFive as default } from './HeaderFive';
