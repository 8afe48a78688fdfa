/**
 * CMS content (spec 1: blog, education, FAQ and policy pages; 2.1: about, events, response pages).
 * The spec shows no paths or fields for these (7.8); ours are in fixtures/mocks/routes.ts.
 */
import { z } from 'zod';
import { id, list, text } from '../fields';

/** The two article collections of spec 2.1: /blog and /education. */
export const CONTENT_KINDS = ['blog', 'education'] as const;
export const ContentKindSchema = z.enum(CONTENT_KINDS);
export type ContentKind = z.output<typeof ContentKindSchema>;

export const ContentAuthorSchema = z.object({ name: text(), role: text() }).prefault({});

/** One blog or education article; the list answers without `html` (it stays empty there). */
export const ContentPostSchema = z.object({
  _id: id(),
  slug: text(),
  kind: ContentKindSchema.default('blog'),
  title: text(),
  excerpt: text(),
  image: text(),
  imageAlt: text(),
  category: text(),
  author: ContentAuthorSchema,
  /** ISO date-time the article was published. */
  publishedAt: text(),
  /** CMS HTML; sanitised before it is shown. */
  html: text(),
  /** Slugs of related articles of the same kind, in the editor's order. */
  related: list(z.string()),
});
export type ContentPost = z.output<typeof ContentPostSchema>;

/** One titled part of an info page; the table of contents links to each by its anchor. */
export const ContentSectionSchema = z.object({
  anchor: text(),
  heading: text(),
  /** CMS HTML; sanitised before it is shown. */
  html: text(),
});
export type ContentSection = z.output<typeof ContentSectionSchema>;

/** /about, /terms-and-conditions and /privacy-policy: an intro and titled sections. */
export const InfoPageSchema = z.object({
  slug: text(),
  title: text(),
  intro: text(),
  /** ISO date-time of the last change ("Last updated"). */
  updatedAt: text(),
  sections: list(ContentSectionSchema),
});
export type InfoPage = z.output<typeof InfoPageSchema>;

/** One question of /faq; answers are plain text, one paragraph per line break pair. */
export const FaqItemSchema = z.object({
  _id: id(),
  category: text('General'),
  question: text(),
  answer: text(),
});
export type FaqItem = z.output<typeof FaqItemSchema>;

export const EventPlaceSchema = z
  .object({ name: text(), address: text(), city: text(), state: text(), postalCode: text() })
  .prefault({});

/** /events/{x}: one in-store or community event. */
export const ContentEventSchema = z.object({
  _id: id(),
  slug: text(),
  title: text(),
  summary: text(),
  image: text(),
  imageAlt: text(),
  /** ISO date-times with the store's UTC offset. */
  startsAt: text(),
  endsAt: text(),
  place: EventPlaceSchema,
  /** CMS HTML; sanitised before it is shown. */
  html: text(),
});
export type ContentEvent = z.output<typeof ContentEventSchema>;

/** /response/{x}: the outcome page a request (a form, a link in an e-mail) lands on. */
export const ResponsePageSchema = z.object({
  _id: id(),
  outcome: z.enum(['success', 'info', 'error']).default('info'),
  title: text(),
  message: text(),
  actionLabel: text(),
  actionHref: text(),
});
export type ResponsePage = z.output<typeof ResponsePageSchema>;
