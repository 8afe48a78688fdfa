import { Link } from 'react-router';
import styled from 'styled-components';
import { Skeleton, shimmerSurface } from '../../../ui/Skeleton';
import type { PostCardData } from '../types';

const Card = styled.article`
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

export const Cover = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

/** The cover's exact box (16:9) while it loads. */
export const CoverBone = styled.div`
  aspect-ratio: 16 / 9;
  ${shimmerSurface}
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
`;

export const Category = styled.span`
  align-self: flex-start;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brandStrong};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.02em;
  text-transform: uppercase;
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1.35;

  a {
    color: ${({ theme }) => theme.color.ink};
    text-decoration: none;
  }
  /* The whole card is the link's target; the title keeps the link's name short. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a:focus-visible {
    outline: none;
  }
`;

const Excerpt = styled.p`
  flex: 1;
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.55;
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.inkSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** One article: cover, category, title (the card's link), excerpt and its relative date. */
export function PostCard({ post, headingLevel = 2 }: { post: PostCardData; headingLevel?: 2 | 3 }) {
  return (
    <Card>
      <Cover src={post.image} alt={post.imageAlt} width={1200} height={675} loading="lazy" />
      <Body>
        {post.category !== '' && <Category>{post.category}</Category>}
        <Title as={`h${headingLevel}`}>
          <Link to={post.href}>{post.title}</Link>
        </Title>
        {post.excerpt !== '' && <Excerpt>{post.excerpt}</Excerpt>}
        <Meta>
          <time dateTime={post.dateTime}>{post.dateLabel}</time>
        </Meta>
      </Body>
    </Card>
  );
}

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
