export { HeaderEight as default } from './HeaderEight';
