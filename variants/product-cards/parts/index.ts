export { DealTag } from './DealTag';
export { ProductImage, type ProductImageProps } from './ProductImage';
export { ProductCardSkeleton } from './ProductCardSkeleton';
