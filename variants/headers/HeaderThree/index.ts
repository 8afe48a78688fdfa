export { HeaderThree as default } from './HeaderThree';
