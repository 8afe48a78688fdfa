import type { ConfigType } from 'dayjs';
import type { ContentKind, ContentPost, HomeSectionOf } from '../../../schemas';
import type { ContentTeaserProps } from '../../../variants/home-sections/types';
import { postCardData } from '../content/contentView';

const DEFAULT_TITLES: Record<ContentKind, string> = {
  blog: 'From the blog',
  education: 'Learn about cannabis',
};

const LIST_LINKS: Record<ContentKind, ContentTeaserProps['viewAll']> = {
  blog: { href: '/blog', label: 'All articles' },
  education: { href: '/education', label: 'All guides' },
};

/**
 * The teaser's props from the newest page of articles: at most `limit` cards with spec 9's
 * relative date labels. Null (the section is left out) once the list is known to be empty: a
 * home page does not advertise an empty shelf, and /blog itself says why.
 */
export function contentTeaserFrom(
  settings: HomeSectionOf<'contentTeaser'>['settings'],
  posts: readonly ContentPost[] | undefined,
  loading: boolean,
  now: ConfigType,
): ContentTeaserProps | null {
  const shown = (posts ?? []).slice(0, settings.limit);
  if (!loading && shown.length === 0) return null;
  return {
    title: settings.title.trim() || DEFAULT_TITLES[settings.kind],
    posts: shown.map((post) => postCardData(post, now)),
    loading,
    skeletonCount: settings.limit,
    viewAll: LIST_LINKS[settings.kind],
  };
}
