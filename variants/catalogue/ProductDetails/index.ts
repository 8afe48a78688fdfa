export { ProductDetails as default, ProductDetails } from './ProductDetails';
export { ProductDetailsSkeleton } from './ProductDetailsSkeleton';
