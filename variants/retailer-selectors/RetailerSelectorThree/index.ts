export { RetailerSelectorThree as default } from './RetailerSelectorThree';
