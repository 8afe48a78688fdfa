import styled from 'styled-components';
import { Skeleton, shimmerSurface } from '../../../ui/Skeleton';

// The article card's frame and its loading shape, apart from the card itself: the home's blog
// teaser skeleton is part of every first load, the card's own code is not.

/** The card's box: border, radius, surface, hover and focus rings. */
export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  transition: box-shadow ${({ theme }) => theme.motion.base};

  &:hover {
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/** The cover's exact box (16:9) while it loads. */
export const CoverBone = styled.div`
  aspect-ratio: 16 / 9;
  ${shimmerSurface}
`;

/** The text under the cover. */
export const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
`;

export const PostGrid = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.xl};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** The same card's shape while the list loads. */
export function PostCardSkeleton() {
  return (
    <Card as="div" aria-hidden="true">
      <CoverBone />
      <Body>
        <Skeleton width={72} height={18} shape="pill" />
        <Skeleton width="90%" height={22} />
        <Skeleton width="100%" height={16} />
        <Skeleton width="70%" height={16} />
        <Skeleton width={80} height={16} />
      </Body>
    </Card>
  );
}
