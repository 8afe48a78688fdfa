import { classifyHref } from '../../ui/links/classifyHref';

/**
 * What CMS rich text may contain: plain text structure only. No style, class or
 * id (page-wide CSS, borrowed app classes and DOM clobbering), no forms, inputs or buttons
 * (phishing), no frames, media or images (tracking pixels, covering the page). Headings start at
 * h2 because the page owns its one h1.
 */
export const RICH_TEXT_TAGS: readonly string[] = [
  'p',
  'br',
  'hr',
  'span',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'abbr',
  'code',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
];

/** target and rel are never taken from the CMS: richTextLink sets them. */
export const RICH_TEXT_ATTRIBUTES: readonly string[] = ['href', 'title', 'lang', 'dir'];

export type RichTextLink = { href: string; target?: '_blank'; rel?: 'noopener noreferrer' };

/**
 * The attributes an anchor keeps, through the shared safe-link rule: site paths and #hashes stay,
 * http(s) links to other sites open in a new tab without access to this one, anything else
 * (javascript:, "//host", "/\host", control characters, mailto:…) is no link: null.
 */
export function richTextLink(href: string): RichTextLink | null {
  const target = classifyHref(href);
  if (target === null) return null;
  if (target.kind !== 'external') return { href: target.href };
  return { href: target.href, target: '_blank', rel: 'noopener noreferrer' };
}
