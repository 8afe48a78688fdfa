export { ProductCarousel as default } from './ProductCarousel';
