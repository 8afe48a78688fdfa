export { RetailerSelectorFour as default } from './RetailerSelectorFour';
