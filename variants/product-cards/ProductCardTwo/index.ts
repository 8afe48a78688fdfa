export { ProductCardTwo as default } from './ProductCardTwo';
