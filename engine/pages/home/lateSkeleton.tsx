import { lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import type { LateSkeletonSection } from './LateSectionSkeleton';

const LateSectionSkeleton = lazy(() => import('./LateSectionSkeleton'));

/** Heights, phone and tablet up. */
type Reserve = readonly [string, string];

const Reserved = styled.div<{ $height: Reserve }>`
  min-height: ${({ $height }) => $height[0]};

  ${({ theme }) => theme.media.tablet} {
    min-height: ${({ $height }) => $height[1]};
  }
`;

function LateSkeleton({ section, reserve }: { section: LateSkeletonSection; reserve: Reserve }) {
  return (
    <Suspense
      fallback={<Reserved aria-busy="true" data-home-skeleton={section.type} $height={reserve} />}
    >
      <LateSectionSkeleton section={section} />
    </Suspense>
  );
}

/**
 * The skeleton of a section a home seldom opens with: it comes in a small chunk of its own
 * (LateSectionSkeleton, which must list the type), and `reserve` holds the room it takes
 * (measured on the default site) meanwhile, so nothing below it jumps twice.
 */
export const lateSkeleton =
  (reserve: Reserve) =>
  (section: LateSkeletonSection): ReactNode => <LateSkeleton section={section} reserve={reserve} />;
