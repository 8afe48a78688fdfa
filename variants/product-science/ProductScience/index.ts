export { ProductScience as default, ProductScience } from './ProductScience';
