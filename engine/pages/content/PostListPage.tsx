import { useLocation } from 'react-router';
import type { ContentKind } from '../../../schemas';
import PostList from '../../../variants/content/PostList';
import { errorMessage } from '../../api/errors';
import { POSTS_PER_PAGE, useContentPosts } from '../../api/contentQueries';
import { queryStatus } from '../../api/queryStatus';
import { parseListingQuery } from '../../rules/listingQuery';
import { useNow } from '../../viewmodels/storeSelection/clock';
import { pageCount, postCardData, postListEmpty } from '../../viewmodels/content/contentView';
import { PageFrame } from '../frame/PageFrame';

const COPY: Record<ContentKind, { label: string; empty: string }> = {
  blog: {
    label: 'Blog articles',
    empty: 'New articles are on their way. Check back soon for news, guides and stories.',
  },
  education: {
    label: 'Education articles',
    empty: 'Our education library is being written. Check back soon.',
  },
};

/** /blog and /education: one page of articles, newest first; the page lives in ?pageNo=. */
export function PostListPage({ kind }: { kind: ContentKind }) {
  const { search } = useLocation();
  const { pageNo } = parseListingQuery(search);
  const query = useContentPosts(kind, pageNo);
  const now = useNow();
  const copy = COPY[kind];
  const status = queryStatus(query);
  return (
    <PageFrame>
      <PostList
        status={status}
        label={copy.label}
        posts={(query.data?.items ?? []).map((post) => postCardData(post, now))}
        errorMessage={query.isError ? errorMessage(query.error) : ''}
        onRetry={() => void query.refetch()}
        empty={postListEmpty(copy.empty, pageNo, `/${kind}`)}
        pageNo={pageNo}
        pageCount={pageCount(query.data?.total ?? 0, POSTS_PER_PAGE)}
        hrefFor={(page) => (page > 1 ? `/${kind}?pageNo=${page}` : `/${kind}`)}
      />
    </PageFrame>
  );
}
