// Pure mapping from CMS content to the content views' props (variants/content/types.ts).
import dayjs, { type ConfigType } from 'dayjs';
import type { ContentEvent, ContentPost, FaqItem, ResponsePage } from '../../../schemas';
import type {
  EventDetailsProps,
  FaqGroupData,
  PostCardData,
  PostListEmptyData,
  ResponseNoticeProps,
} from '../../../variants/content/types';
import { relativeDateLabel } from '../../rules/dateLabels';

/**
 * The wall-clock part of an ISO date-time ("2026-12-05T12:00"), read as written: an event at
 * noon in Troy reads 12:00 PM on a server in UTC and in a browser in Denver alike, and the
 * server's HTML matches the browser's.
 */
const wallClock = (iso: string) => dayjs(iso.slice(0, 16));
const isDate = (iso: string) => /^\d{4}-\d{2}-\d{2}/.test(iso) && wallClock(iso).isValid();

/** "Nov 17, 2026" from the date part of an ISO date-time; '' when there is none. */
export function calendarDate(iso: string, format = 'MMM D, YYYY'): string {
  return isDate(iso) ? dayjs(iso.slice(0, 10)).format(format) : '';
}

export const postHref = (post: Pick<ContentPost, 'kind' | 'slug'>) =>
  `/${post.kind}/${encodeURIComponent(post.slug)}`;

/** A card: relative date label of spec 9 against `now`, '' when the post has no date. */
export function postCardData(post: ContentPost, now: ConfigType): PostCardData {
  return {
    key: post._id || post.slug,
    href: postHref(post),
    title: post.title,
    excerpt: post.excerpt,
    image: post.image,
    imageAlt: post.imageAlt,
    category: post.category,
    dateLabel: isDate(post.publishedAt) ? relativeDateLabel(post.publishedAt, now) : '',
    dateTime: post.publishedAt,
  };
}

/** Pages of a list; at least one, so page 1 of an empty list is still page 1 of 1. */
export const pageCount = (total: number, perPage: number) =>
  Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, perPage)));

/** Related articles in the editor's order, never the article itself, only ones that exist. */
export function relatedPosts(
  post: Pick<ContentPost, 'slug' | 'related'>,
  candidates: readonly ContentPost[],
  limit = 2,
): ContentPost[] {
  const bySlug = new Map(candidates.map((candidate) => [candidate.slug, candidate]));
  const picked = [...new Set(post.related)]
    .filter((slug) => slug !== post.slug)
    .flatMap((slug) => bySlug.get(slug) ?? []);
  return picked.slice(0, limit);
}

/** FAQ questions grouped by category, groups and questions in the order the CMS sent them. */
export function faqGroups(items: readonly FaqItem[]): FaqGroupData[] {
  const groups = new Map<string, FaqGroupData>();
  for (const item of items) {
    const question = item.question.trim();
    const paragraphs = item.answer
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter((paragraph) => paragraph !== '');
    if (question === '' || paragraphs.length === 0) continue;
    const title = item.category.trim() || 'General';
    const group = groups.get(title) ?? { title, entries: [] };
    group.entries.push({ key: item._id || question, question, paragraphs });
    groups.set(title, group);
  }
  return [...groups.values()];
}

/** "12:00 PM – 5:00 PM"; one time when the end is missing or on another day. */
export function eventTime(startsAt: string, endsAt: string): string {
  if (!isDate(startsAt) || startsAt.length < 16) return '';
  const start = wallClock(startsAt);
  if (!isDate(endsAt) || endsAt.length < 16) return start.format('h:mm A');
  const end = wallClock(endsAt);
  if (!end.isSame(start, 'day')) return start.format('h:mm A');
  return `${start.format('h:mm A')} – ${end.format('h:mm A')}`;
}

export function eventDetailsData(event: ContentEvent, html: string): EventDetailsProps {
  const { place } = event;
  const cityLine = [place.city, [place.state, place.postalCode].filter(Boolean).join(' ')]
    .filter((part) => part.trim() !== '')
    .join(', ');
  const lines = [place.address, cityLine].filter((line) => line.trim() !== '');
  const query = [place.name, ...lines].join(', ');
  return {
    title: event.title,
    summary: event.summary,
    image: event.image,
    imageAlt: event.imageAlt,
    date: calendarDate(event.startsAt, 'dddd, MMMM D, YYYY'),
    time: eventTime(event.startsAt, event.endsAt),
    dateTime: event.startsAt,
    place: {
      name: place.name,
      lines,
      directionsHref:
        lines.length === 0
          ? ''
          : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`,
    },
    html,
  };
}

/** A response page's notice: its one way on needs both a label and a link, or there is none. */
export function responseNoticeData(page: ResponsePage): ResponseNoticeProps {
  return {
    outcome: page.outcome,
    title: page.title,
    message: page.message,
    action:
      page.actionLabel !== '' && page.actionHref !== ''
        ? { label: page.actionLabel, href: page.actionHref }
        : null,
  };
}

/**
 * What an empty article list says: a collection with nothing yet (its own words, a way home), or
 * a page past the last one (say so, and offer page 1).
 */
export function postListEmpty(
  collectionMessage: string,
  pageNo: number,
  firstPageHref: string,
): PostListEmptyData {
  return pageNo > 1
    ? {
        title: `There is no page ${pageNo}`,
        message: 'The list starts on page 1.',
        action: { label: 'Go to page 1', href: firstPageHref },
      }
    : {
        title: 'No articles yet',
        message: collectionMessage,
        action: { label: 'Back to the home page', href: '/' },
      };
}
