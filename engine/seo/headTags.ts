/**
 * The head of a page (SEO and sharing): document title, meta description and the Open
 * Graph / Twitter tags a link preview reads. Pure: PageHead renders what this returns.
 */
import { absoluteUrl } from '../routing/siteUrl';

export type HeadInput = {
  /** The page's own title ("Blue Dream"); empty for the home page, which is the site itself. */
  title: string;
  /** The store's name (headerWidgetCmsData.logoTitle). */
  siteName: string;
  /** One or two sentences on the page; the route table's purpose line when a page has none. */
  description: string;
  /** Absolute canonical URL (canonical.ts). */
  url: string;
  /** The product's or deal's picture, absolute or site-relative; empty when the page has none. */
  image: string;
  /** Open Graph type: "product" on product pages. */
  type: 'website' | 'product';
  /** Pages that are not content (not found): kept out of search results. */
  noindex: boolean;
};

export type MetaTag = { name: string; content: string } | { property: string; content: string };

/** Search results show about 155 characters; longer text is cut at a word. */
export const DESCRIPTION_LIMIT = 155;

/** The placeholder name sites inherit from the CMS default; a title never repeats it. */
const DEFAULT_SITE_NAME = 'Home';

/** "Blue Dream | Greenleaf"; the site name alone on the home page. */
export function documentTitle(title: string, siteName: string): string {
  const page = title.trim();
  const site = siteName.trim() === DEFAULT_SITE_NAME ? '' : siteName.trim();
  if (page === '' || page === site) return site || page || DEFAULT_SITE_NAME;
  return site === '' ? page : `${page} | ${site}`;
}

/** One line of plain text: markup and runs of white space go, long text ends at a word with "…". */
export function metaDescription(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= DESCRIPTION_LIMIT) return plain;
  const cut = plain.slice(0, DESCRIPTION_LIMIT - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[\s,.;:–-]+$/, '');
  return `${atWord}…`;
}

/** The home page's description: what a shopper finds on the site of `siteName`. */
export function homeDescription(siteName: string): string {
  const site = siteName.trim() === DEFAULT_SITE_NAME ? '' : siteName.trim();
  const what = 'the menu, today’s deals, brands and store hours';
  return site === '' ? `Shop online: ${what}.` : `Shop ${site} online: ${what}.`;
}

/** The meta tags of a page, in a stable order (the server and the browser render the same). */
export function headMeta(input: HeadInput): MetaTag[] {
  const title = documentTitle(input.title, input.siteName);
  const description = metaDescription(input.description);
  const origin = new URL(input.url).origin;
  const image = input.image.trim() === '' ? '' : absoluteUrl(origin, input.image.trim());
  const site = input.siteName.trim();
  return [
    ...(description ? [{ name: 'description', content: description }] : []),
    ...(input.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { property: 'og:type', content: input.type },
    { property: 'og:title', content: title },
    ...(description ? [{ property: 'og:description', content: description }] : []),
    { property: 'og:url', content: input.url },
    ...(site && site !== DEFAULT_SITE_NAME ? [{ property: 'og:site_name', content: site }] : []),
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    ...(description ? [{ name: 'twitter:description', content: description }] : []),
    ...(image ? [{ name: 'twitter:image', content: image }] : []),
  ];
}
