/**
 * The frame every home section shares: a labelled region with vertical rhythm, and a head row
 * of a fixed height, so a skeleton and the loaded section start their content at the same place.
 * The loaded head (title, "view all", arrows) is SectionHead.tsx: the home's first load draws
 * only these skeleton parts.
 */
import styled from 'styled-components';
import { Skeleton } from '../../../ui/Skeleton';

export const Section = styled.section`
  padding-block: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.tablet} {
    padding-block: ${({ theme }) => theme.space.xl};
  }
`;

/** The head row's box, shared by SectionHead and the skeleton's head. */
export const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: 44px;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** The head row while a section loads: same height, a bar where the title goes. */
export function SectionHeadSkeleton() {
  return (
    <Head>
      <Skeleton width="min(14rem, 55%)" height="1.75rem" />
    </Head>
  );
}
