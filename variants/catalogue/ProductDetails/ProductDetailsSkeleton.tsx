import { Skeleton } from '../../../ui/Skeleton';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import * as S from './ProductDetails.styles';

/** The product page's shape while the product loads, so nothing jumps when it arrives. */
export function ProductDetailsSkeleton() {
  return (
    <S.Layout as="div" role="status" aria-live="polite">
      <VisuallyHidden>Loading product</VisuallyHidden>
      <S.Gallery aria-hidden="true">
        <div style={{ aspectRatio: '1 / 1' }}>
          <Skeleton shape="block" height="100%" />
        </div>
      </S.Gallery>
      <S.Info aria-hidden="true">
        <S.Head>
          <Skeleton width="30%" height="0.9em" />
          <Skeleton width="80%" height="2em" />
          <Skeleton width="40%" />
        </S.Head>
        <Skeleton width="25%" height="2em" />
        <Skeleton width="70%" height="3.5em" shape="block" />
        <Skeleton height={48} shape="pill" />
        <Skeleton height="6em" shape="block" />
      </S.Info>
    </S.Layout>
  );
}
