export { HeaderFour as default } from './HeaderFour';
