export { ProductList as default, ProductList } from './ProductList';
