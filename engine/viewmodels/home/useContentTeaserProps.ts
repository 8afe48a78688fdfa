import type { HomeSectionOf } from '../../../schemas';
import type { ContentTeaserProps } from '../../../variants/home-sections/types';
import { useContentPosts } from '../../api/contentQueries';
import { useNow } from '../storeSelection/clock';
import { contentTeaserFrom } from './contentTeaserData';

/** The latest blog or education articles: page 1 of the list /blog and /education show. */
export function useContentTeaserProps(
  settings: HomeSectionOf<'contentTeaser'>['settings'],
): ContentTeaserProps | null {
  const posts = useContentPosts(settings.kind, 1);
  return contentTeaserFrom(settings, posts.data?.items, posts.isPending, useNow());
}
