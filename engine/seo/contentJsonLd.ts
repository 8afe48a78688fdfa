/** schema.org structured data of the content pages: Article, FAQPage, Event. */
import type { ContentEvent, ContentPost, FaqItem } from '../../schemas';
import { absoluteUrl, siteBase } from '../routing/siteUrl';
import { postalAddressJsonLd, type PostalAddressJsonLd } from './postalAddressJsonLd';

export type ArticleJsonLd = {
  '@context': 'https://schema.org';
  '@type': 'Article';
  headline: string;
  url: string;
  mainEntityOfPage: string;
  datePublished?: string;
  description?: string;
  image?: string[];
  articleSection?: string;
  author?: { '@type': 'Person'; name: string };
};

/** schema.org Article for /blog/{slug} and /education/{slug}, URLs absolute on the site origin. */
export function articleJsonLd(
  post: Pick<
    ContentPost,
    'slug' | 'kind' | 'title' | 'excerpt' | 'image' | 'category' | 'author' | 'publishedAt'
  >,
  origin: string,
): ArticleJsonLd {
  const base = siteBase(origin);
  const url = `${base}/${post.kind}/${encodeURIComponent(post.slug)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    url,
    mainEntityOfPage: url,
    ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
    ...(post.excerpt ? { description: post.excerpt } : {}),
    ...(post.image.trim() ? { image: [absoluteUrl(base, post.image)] } : {}),
    ...(post.category ? { articleSection: post.category } : {}),
    ...(post.author.name ? { author: { '@type': 'Person', name: post.author.name } } : {}),
  };
}

export type FaqPageJsonLd = {
  '@context': 'https://schema.org';
  '@type': 'FAQPage';
  mainEntity: {
    '@type': 'Question';
    name: string;
    acceptedAnswer: { '@type': 'Answer'; text: string };
  }[];
};

/** schema.org FAQPage; a question without its question or answer text is left out. */
export function faqJsonLd(items: readonly Pick<FaqItem, 'question' | 'answer'>[]): FaqPageJsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items
      .filter((item) => item.question.trim() !== '' && item.answer.trim() !== '')
      .map((item) => ({
        '@type': 'Question',
        name: item.question.trim(),
        acceptedAnswer: { '@type': 'Answer', text: item.answer.trim() },
      })),
  };
}

export type EventJsonLd = {
  '@context': 'https://schema.org';
  '@type': 'Event';
  name: string;
  url: string;
  startDate: string;
  endDate?: string;
  eventStatus: 'https://schema.org/EventScheduled';
  eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode';
  description?: string;
  image?: string[];
  location: {
    '@type': 'Place';
    name: string;
    address: PostalAddressJsonLd;
  };
};

/** schema.org Event at a store (offline attendance), dates as the CMS gives them (ISO 8601). */
export function eventJsonLd(
  event: Pick<
    ContentEvent,
    'slug' | 'title' | 'summary' | 'image' | 'startsAt' | 'endsAt' | 'place'
  >,
  origin: string,
): EventJsonLd {
  const base = siteBase(origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    url: `${base}/events/${encodeURIComponent(event.slug)}`,
    startDate: event.startsAt,
    ...(event.endsAt ? { endDate: event.endsAt } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(event.summary ? { description: event.summary } : {}),
    ...(event.image.trim() ? { image: [absoluteUrl(base, event.image)] } : {}),
    location: {
      '@type': 'Place',
      name: event.place.name,
      address: postalAddressJsonLd({
        street: event.place.address,
        city: event.place.city,
        state: event.place.state,
        postalCode: event.place.postalCode,
      }),
    },
  };
}
