/** Props of the CMS content views (spec 1, 2.1): articles, info pages, FAQ, events, responses. */

/** One article in a list or in "Related articles". */
export type PostCardData = {
  key: string;
  /** /blog/{slug} or /education/{slug}. */
  href: string;
  title: string;
  excerpt: string;
  image: string;
  imageAlt: string;
  category: string;
  /** Spec 9 relative label: "Today", "3 days ago", "1 week ago", … */
  dateLabel: string;
  /** The publishing date, for the time element. */
  dateTime: string;
};

export type PostListEmptyData = {
  title: string;
  message: string;
  action: { label: string; href: string };
};

export type PostListProps = {
  status: 'loading' | 'error' | 'ready';
  posts: PostCardData[];
  /** Name of the list for assistive technology, e.g. "Blog articles". */
  label: string;
  /** The server's message when status is "error" (spec 8). */
  errorMessage: string;
  onRetry(): void;
  /** Shown when there are no articles to list: none yet, or a page past the last. */
  empty: PostListEmptyData;
  pageNo: number;
  pageCount: number;
  hrefFor(pageNo: number): string;
};

export type ArticleProps = {
  title: string;
  category: string;
  image: string;
  imageAlt: string;
  author: { name: string; role: string };
  /** "Nov 17, 2026". */
  date: string;
  /** Spec 9 relative label. */
  dateLabel: string;
  dateTime: string;
  /** Sanitised HTML only (engine/rules/sanitizeHtml); '' while the sanitiser loads. */
  html: string;
  related: PostCardData[];
  /** The list this article belongs to ("Back to Blog"). */
  back: { label: string; href: string };
};

export type InfoSectionData = {
  anchor: string;
  heading: string;
  /** Sanitised HTML only. */
  html: string;
};

export type InfoArticleProps = {
  intro: string;
  /** "September 1, 2026"; '' when the CMS gives no date. */
  updated: string;
  updatedDateTime: string;
  sections: InfoSectionData[];
  /** A table of contents (policy pages) linking to each section's anchor. */
  tableOfContents: boolean;
};

export type FaqEntryData = { key: string; question: string; paragraphs: string[] };

export type FaqGroupData = { title: string; entries: FaqEntryData[] };

export type FaqAccordionProps = {
  /** Questions grouped by their CMS category, in the CMS's order. */
  groups: FaqGroupData[];
};

export type EventDetailsProps = {
  title: string;
  summary: string;
  image: string;
  imageAlt: string;
  /** "Saturday, December 5, 2026". */
  date: string;
  /** "12:00 PM – 5:00 PM"; '' when the event gives no time. */
  time: string;
  dateTime: string;
  place: { name: string; lines: string[]; directionsHref: string };
  /** Sanitised HTML only. */
  html: string;
};

export type ResponseNoticeProps = {
  outcome: 'success' | 'info' | 'error';
  title: string;
  message: string;
  action: { label: string; href: string } | null;
};
