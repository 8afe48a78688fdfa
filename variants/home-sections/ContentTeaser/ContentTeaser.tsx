/**
 * A content teaser for the home page: the newest articles of the blog or the education library
 * as the /blog cards (one column on phones, two on tablets, three on desktop) with a link to all.
 * Pick it to bring shoppers to the store's guides and news.
 */
import { useId } from 'react';
import { PostCard } from '../../content/parts/PostCard';
import { TeaserGrid } from './ContentTeaser.styles';
import { Section } from '../parts/SectionFrame';
import { SectionHead } from '../parts/SectionHead';
import type { ContentTeaserProps } from '../types';
import { ContentTeaserSkeleton } from './ContentTeaserSkeleton';

export function ContentTeaser({
  title,
  posts,
  loading,
  skeletonCount,
  viewAll,
}: ContentTeaserProps) {
  const titleId = useId();
  if (loading) return <ContentTeaserSkeleton count={skeletonCount} label={title} />;
  return (
    <Section aria-labelledby={titleId} data-home-section="contentTeaser">
      <SectionHead id={titleId} title={title} viewAll={viewAll} />
      <TeaserGrid aria-labelledby={titleId}>
        {posts.map((post) => (
          <li key={post.key}>
            <PostCard post={post} headingLevel={3} />
          </li>
        ))}
      </TeaserGrid>
    </Section>
  );
}
