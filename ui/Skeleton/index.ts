export { Skeleton, shimmerSurface, type SkeletonProps } from './Skeleton';
