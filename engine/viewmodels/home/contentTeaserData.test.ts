import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { ContentPostSchema, ContentTeaserSettingsSchema } from '../../../schemas';
import { contentTeaserFrom } from './contentTeaserData';

const NOW = dayjs('2026-11-25T14:00:00');
const post = (slug: string, publishedAt: string) =>
  ContentPostSchema.parse({ _id: slug, slug, title: `T ${slug}`, publishedAt, kind: 'blog' });
const POSTS = [
  post('a', '2026-11-25T09:00:00'),
  post('b', '2026-11-22T09:00:00'),
  post('c', '2026-11-10T09:00:00'),
  post('d', '2026-10-01T09:00:00'),
];
const settings = (raw: unknown = {}) => ContentTeaserSettingsSchema.parse(raw);

describe('contentTeaserFrom', () => {
  it('shows the newest articles up to the limit with relative date labels', () => {
    const props = contentTeaserFrom(settings(), POSTS, false, NOW);
    expect(props?.posts.map((p) => [p.href, p.dateLabel])).toEqual([
      ['/blog/a', 'Today'],
      ['/blog/b', '3 days ago'],
      ['/blog/c', '1 week ago'],
    ]);
    expect(props).toMatchObject({
      title: 'From the blog',
      loading: false,
      skeletonCount: 3,
      viewAll: { href: '/blog', label: 'All articles' },
    });
  });

  it.each([
    [{ kind: 'education' }, 'Learn about cannabis', '/education'],
    [{ kind: 'blog', title: '  News  ' }, 'News', '/blog'],
  ])('%j is titled %s and links to %s', (raw, title, href) => {
    const props = contentTeaserFrom(settings(raw), POSTS, false, NOW);
    expect(props?.title).toBe(title);
    expect(props?.viewAll.href).toBe(href);
  });

  it('keeps its skeleton while loading, and leaves the section out when there is nothing', () => {
    expect(contentTeaserFrom(settings({ limit: 2 }), undefined, true, NOW)).toMatchObject({
      loading: true,
      posts: [],
      skeletonCount: 2,
    });
    expect(contentTeaserFrom(settings(), [], false, NOW)).toBeNull();
    expect(contentTeaserFrom(settings(), undefined, false, NOW)).toBeNull();
  });
});
