import { describe, expect, it } from 'vitest';
import { ContentEventSchema, ContentPostSchema } from '../../schemas';
import { articleJsonLd, eventJsonLd, faqJsonLd } from './contentJsonLd';

const ORIGIN = 'https://shop.example/';

describe('articleJsonLd', () => {
  const post = ContentPostSchema.parse({
    slug: 'thc-vs-cbd',
    kind: 'education',
    title: 'THC vs. CBD',
    excerpt: 'How they work.',
    image: '/images/content/thc-cbd.svg',
    category: 'Cannabinoids',
    author: { name: 'Dr. Elena Brooks' },
    publishedAt: '2026-11-15T15:00:00.000Z',
  });

  it('builds an Article with absolute URLs under the kind’s path', () => {
    expect(articleJsonLd(post, ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'THC vs. CBD',
      url: 'https://shop.example/education/thc-vs-cbd',
      mainEntityOfPage: 'https://shop.example/education/thc-vs-cbd',
      datePublished: '2026-11-15T15:00:00.000Z',
      description: 'How they work.',
      image: ['https://shop.example/images/content/thc-cbd.svg'],
      articleSection: 'Cannabinoids',
      author: { '@type': 'Person', name: 'Dr. Elena Brooks' },
    });
  });

  it.each([
    ['no author', { author: { name: '', role: '' } }, 'author'],
    ['no image', { image: '  ' }, 'image'],
    ['no date', { publishedAt: '' }, 'datePublished'],
    ['no excerpt', { excerpt: '' }, 'description'],
    ['no category', { category: '' }, 'articleSection'],
  ] as const)('leaves out what is missing: %s', (_case, patch, key) => {
    expect(articleJsonLd({ ...post, ...patch }, ORIGIN)).not.toHaveProperty(key);
  });

  it('keeps an absolute image as it is', () => {
    expect(articleJsonLd({ ...post, image: 'https://cdn.example/a.png' }, ORIGIN).image).toEqual([
      'https://cdn.example/a.png',
    ]);
  });
});

describe('faqJsonLd', () => {
  it.each([
    ['every answered question', [{ question: 'Q1?', answer: 'A1.' }], ['Q1?']],
    [
      'a question without an answer is left out',
      [
        { question: 'Q1?', answer: ' ' },
        { question: 'Q2?', answer: 'A2.' },
      ],
      ['Q2?'],
    ],
    ['an answer without a question is left out', [{ question: '', answer: 'A.' }], []],
  ] as const)('%s', (_case, items, names) => {
    const ld = faqJsonLd(items);
    expect(ld['@type']).toBe('FAQPage');
    expect(ld.mainEntity.map((q) => q.name)).toEqual(names);
  });

  it('nests each answer as an Answer', () => {
    expect(faqJsonLd([{ question: ' Age? ', answer: '21+ ' }]).mainEntity[0]).toEqual({
      '@type': 'Question',
      name: 'Age?',
      acceptedAnswer: { '@type': 'Answer', text: '21+' },
    });
  });
});

describe('eventJsonLd', () => {
  const event = ContentEventSchema.parse({
    slug: 'fall-harvest-market',
    title: 'Fall Harvest Market',
    summary: 'Meet six growers.',
    image: '/images/content/harvest-market.svg',
    startsAt: '2026-12-05T12:00:00-05:00',
    endsAt: '2026-12-05T17:00:00-05:00',
    place: {
      name: 'Greenleaf Market Troy',
      address: '1250 E Big Beaver Rd',
      city: 'Troy',
      state: 'MI',
      postalCode: '48083',
    },
  });

  it('builds an offline Event at the store with its postal address', () => {
    const ld = eventJsonLd(event, ORIGIN);
    expect(ld).toMatchObject({
      '@type': 'Event',
      name: 'Fall Harvest Market',
      url: 'https://shop.example/events/fall-harvest-market',
      startDate: '2026-12-05T12:00:00-05:00',
      endDate: '2026-12-05T17:00:00-05:00',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      image: ['https://shop.example/images/content/harvest-market.svg'],
      location: {
        '@type': 'Place',
        name: 'Greenleaf Market Troy',
        address: {
          streetAddress: '1250 E Big Beaver Rd',
          addressLocality: 'Troy',
          postalCode: '48083',
        },
      },
    });
  });

  it('has no endDate when the event gives none', () => {
    expect(eventJsonLd({ ...event, endsAt: '' }, ORIGIN)).not.toHaveProperty('endDate');
  });
});
