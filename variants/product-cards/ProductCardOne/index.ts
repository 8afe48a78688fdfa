export { ProductCardOne as default } from './ProductCardOne';
