export { ProductHeader as default } from './ProductHeader';
