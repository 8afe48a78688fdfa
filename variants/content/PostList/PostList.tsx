/**
 * Post List — blog and education articles as cards (cover, category, title, excerpt, relative
 * date) in one column on phones, two on tablets and three from desktop, with page links below.
 * Loading draws the same cards as skeletons; errors and an empty collection get one notice.
 */
import { Pagination } from '../../catalogue/Pagination';
import ErrorState from '../../catalogue/ErrorState';
import EmptyState from '../../catalogue/EmptyState';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { PostCard } from '../parts/PostCard';
import { PostCardSkeleton, PostGrid } from '../parts/PostCardFrame';
import type { PostListProps } from '../types';

const SKELETON_CARDS = 6;

export function PostList(props: PostListProps) {
  const { status, posts, label } = props;
  if (status === 'loading') {
    return (
      <div role="status">
        <VisuallyHidden>Loading articles</VisuallyHidden>
        <PostGrid as="div" aria-hidden="true">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <PostCardSkeleton key={index} />
          ))}
        </PostGrid>
      </div>
    );
  }
  if (status === 'error') {
    return (
      <ErrorState
        title="We couldn’t load the articles"
        message={props.errorMessage}
        onRetry={props.onRetry}
      />
    );
  }
  if (posts.length === 0) {
    return (
      <EmptyState
        title={props.empty.title}
        message={props.empty.message}
        action={props.empty.action}
      />
    );
  }
  return (
    <>
      <PostGrid aria-label={label}>
        {posts.map((post) => (
          <li key={post.key}>
            <PostCard post={post} />
          </li>
        ))}
      </PostGrid>
      <Pagination pageNo={props.pageNo} pageCount={props.pageCount} hrefFor={props.hrefFor} />
    </>
  );
}
