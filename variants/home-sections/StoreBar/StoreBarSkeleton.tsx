import { Skeleton } from '../../../ui/Skeleton';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { Section } from '../parts/SectionFrame';
import { Actions, Badge, Bar, Body } from './StoreBarFrame.styles';

/** The store bar's size while its chunk or the store's details load. */
export function StoreBarSkeleton() {
  return (
    <Section aria-busy="true" data-home-skeleton="storeBar">
      <VisuallyHidden role="status">Loading your store</VisuallyHidden>
      <Bar aria-hidden="true">
        <Badge>
          <Skeleton shape="pill" width="48px" height="48px" />
        </Badge>
        <Body>
          <Skeleton width="6rem" height="0.9rem" />
          <Skeleton width="min(16rem, 90%)" height="1.3rem" />
          <Skeleton width="min(20rem, 100%)" height="0.9rem" />
        </Body>
        <Actions>
          <Skeleton shape="pill" width="9rem" height="40px" />
        </Actions>
      </Bar>
    </Section>
  );
}
