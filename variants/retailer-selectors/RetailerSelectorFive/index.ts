export { RetailerSelectorFive as default } from './RetailerSelectorFive';
