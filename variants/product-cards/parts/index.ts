export { DealTag } from './DealTag';
export { ProductImage, type ProductImageProps } from './ProductImage';
export { ProductCardSkeleton } from './ProductCardSkeleton';
export { SPONSORED_LABEL, SponsoredTag } from './SponsoredTag';
