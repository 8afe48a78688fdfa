export { HeaderOne as default } from './HeaderOne';
