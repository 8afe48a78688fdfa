import { Skeleton } from '../../../ui/Skeleton';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { Section, SectionHeadSkeleton } from '../parts/SectionFrame';
import { Logo, Name, Note, SkeletonRow, SkeletonTile } from './BrandStrip.styles';

/** The brand strip's size while its chunk or the brands load. */
export function BrandStripSkeleton() {
  return (
    <Section aria-busy="true" data-home-skeleton="brandStrip">
      <VisuallyHidden role="status">Loading brands</VisuallyHidden>
      <SectionHeadSkeleton />
      <SkeletonRow aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <SkeletonTile key={index}>
            <Logo>
              <Skeleton shape="block" height="100%" />
            </Logo>
            <Name>
              <Skeleton width="5rem" height="1.1em" />
            </Name>
            <Note />
          </SkeletonTile>
        ))}
      </SkeletonRow>
    </Section>
  );
}
