import { Link } from 'react-router';
import styled from 'styled-components';
import type { PostCardData } from '../types';
import { Body, Card } from './PostCardFrame';

export const Cover = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: ${({ theme }) => theme.color.surfaceAlt};
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
