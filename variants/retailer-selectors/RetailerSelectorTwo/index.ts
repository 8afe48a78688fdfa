export { RetailerSelectorTwo as default } from './RetailerSelectorTwo';
