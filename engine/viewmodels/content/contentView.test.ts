import { describe, expect, it } from 'vitest';
import {
  ContentEventSchema,
  ContentPostSchema,
  FaqItemSchema,
  ResponsePageSchema,
} from '../../../schemas';
import {
  calendarDate,
  eventDetailsData,
  eventTime,
  faqGroups,
  pageCount,
  postCardData,
  postListEmpty,
  relatedPosts,
  responseNoticeData,
} from './contentView';

const NOW = '2026-11-18T14:00:00Z';
const post = (fields: Record<string, unknown>) => ContentPostSchema.parse(fields);

describe('postCardData', () => {
  it.each([
    ['2026-11-18T09:00:00Z', 'Today'],
    ['2026-11-17T09:00:00Z', 'Yesterday'],
    ['2026-11-13T14:00:00Z', '5 days ago'],
    ['2026-11-06T14:00:00Z', '1 week ago'],
    ['2026-08-02T12:00:00Z', '1 month ago'],
    ['2025-09-14T12:00:00Z', '1 year ago'],
    ['', ''],
    ['not a date', ''],
  ])('published %s reads "%s"', (publishedAt, label) => {
    expect(postCardData(post({ slug: 's', publishedAt }), NOW).dateLabel).toBe(label);
  });

  it.each([
    [{ kind: 'blog', slug: 'hello' }, '/blog/hello'],
    [{ kind: 'education', slug: 'thc-vs-cbd' }, '/education/thc-vs-cbd'],
    [{ kind: 'blog', slug: 'a b' }, '/blog/a%20b'],
  ])('links %o to %s', (fields, href) => {
    expect(postCardData(post(fields), NOW).href).toBe(href);
  });
});

describe('pageCount', () => {
  it.each([
    [0, 6, 1],
    [6, 6, 1],
    [7, 6, 2],
    [13, 6, 3],
    [-4, 6, 1],
    [5, 0, 5],
  ])('%i items at %i per page: %i pages', (total, perPage, pages) => {
    expect(pageCount(total, perPage)).toBe(pages);
  });
});

describe('relatedPosts', () => {
  const all = ['a', 'b', 'c', 'd'].map((slug) => post({ slug }));
  it.each([
    ['in the editor’s order', ['c', 'a'], ['c', 'a']],
    ['never the article itself', ['self', 'b'], ['b']],
    ['only ones that exist', ['gone', 'd'], ['d']],
    ['no duplicates', ['b', 'b', 'c'], ['b', 'c']],
    ['at most two', ['a', 'b', 'c'], ['a', 'b']],
  ])('%s', (_case, related, slugs) => {
    expect(relatedPosts({ slug: 'self', related }, all).map((p) => p.slug)).toEqual(slugs);
  });
});

describe('faqGroups', () => {
  const faq = (fields: Record<string, unknown>) => FaqItemSchema.parse(fields);
  it('groups by category in the order sent and splits answers into paragraphs', () => {
    expect(
      faqGroups([
        faq({ _id: '1', category: 'Visiting', question: 'Age?', answer: '21+' }),
        faq({
          _id: '2',
          category: 'Ordering',
          question: 'Pickup?',
          answer: 'Yes.\n\nPay in store.',
        }),
        faq({ _id: '3', category: 'Visiting', question: 'ID?', answer: 'Photo ID.' }),
        faq({ _id: '4', category: ' ', question: 'Other?', answer: 'Ask us.' }),
      ]),
    ).toEqual([
      {
        title: 'Visiting',
        entries: [
          { key: '1', question: 'Age?', paragraphs: ['21+'] },
          { key: '3', question: 'ID?', paragraphs: ['Photo ID.'] },
        ],
      },
      {
        title: 'Ordering',
        entries: [{ key: '2', question: 'Pickup?', paragraphs: ['Yes.', 'Pay in store.'] }],
      },
      { title: 'General', entries: [{ key: '4', question: 'Other?', paragraphs: ['Ask us.'] }] },
    ]);
  });

  it.each([
    ['no question', { question: ' ', answer: 'A' }],
    ['no answer', { question: 'Q?', answer: '\n\n' }],
  ])('leaves out a question with %s', (_case, fields) => {
    expect(faqGroups([faq(fields)])).toEqual([]);
  });
});

describe('event dates, read as written whatever the time zone', () => {
  it.each([
    ['2026-12-05T12:00:00-05:00', '2026-12-05T17:00:00-05:00', '12:00 PM – 5:00 PM'],
    ['2026-12-05T09:30:00-07:00', '', '9:30 AM'],
    ['2026-12-05T20:00:00-05:00', '2026-12-06T01:00:00-05:00', '8:00 PM'],
    ['2026-12-05', '', ''],
    ['', '', ''],
  ])('%s to %s: "%s"', (start, end, label) => {
    expect(eventTime(start, end)).toBe(label);
  });

  it.each([
    ['2026-12-05T12:00:00-05:00', 'Dec 5, 2026'],
    ['2026-11-17T23:30:00.000Z', 'Nov 17, 2026'],
    ['nope', ''],
  ])('calendarDate(%s) is "%s"', (iso, label) => {
    expect(calendarDate(iso)).toBe(label);
  });

  it('builds the facts card: full date, address lines and a directions link', () => {
    const data = eventDetailsData(
      ContentEventSchema.parse({
        title: 'Market',
        startsAt: '2026-12-05T12:00:00-05:00',
        endsAt: '2026-12-05T17:00:00-05:00',
        place: {
          name: 'Troy',
          address: '1 Main St',
          city: 'Troy',
          state: 'MI',
          postalCode: '48083',
        },
      }),
      '<p>x</p>',
    );
    expect(data.date).toBe('Saturday, December 5, 2026');
    expect(data.place.lines).toEqual(['1 Main St', 'Troy, MI 48083']);
    expect(data.place.directionsHref).toBe(
      'https://www.google.com/maps/search/?api=1&query=Troy%2C%201%20Main%20St%2C%20Troy%2C%20MI%2048083',
    );
  });

  it('has no directions without an address', () => {
    expect(eventDetailsData(ContentEventSchema.parse({}), '').place.directionsHref).toBe('');
  });
});

describe('responseNoticeData', () => {
  const record = (fields: Record<string, unknown>) =>
    ResponsePageSchema.parse({ _id: 'r', title: 'Thank you!', ...fields });

  it('offers the way on only when the record gives both its label and its link', () => {
    const both = { actionLabel: 'Back home', actionHref: '/' };
    expect(responseNoticeData(record(both)).action).toEqual({ label: 'Back home', href: '/' });
    expect(responseNoticeData(record({ ...both, actionHref: '' })).action).toBeNull();
    expect(responseNoticeData(record({ ...both, actionLabel: '' })).action).toBeNull();
  });

  it('keeps the outcome, title and message; a record without an outcome informs', () => {
    expect(responseNoticeData(record({ outcome: 'error', message: 'Expired' }))).toMatchObject({
      outcome: 'error',
      title: 'Thank you!',
      message: 'Expired',
    });
    expect(responseNoticeData(record({})).outcome).toBe('info');
  });
});

describe('postListEmpty', () => {
  it('a collection with nothing yet: its own words and a way home', () => {
    expect(postListEmpty('Check back soon.', 1, '/blog')).toEqual({
      title: 'No articles yet',
      message: 'Check back soon.',
      action: { label: 'Back to the home page', href: '/' },
    });
  });

  it('a page past the last: says so and offers page 1, not "no articles yet"', () => {
    expect(postListEmpty('Check back soon.', 4, '/education')).toEqual({
      title: 'There is no page 4',
      message: 'The list starts on page 1.',
      action: { label: 'Go to page 1', href: '/education' },
    });
  });
});
