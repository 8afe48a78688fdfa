import { describe, expect, it } from 'vitest';
import { INLINE_CSS_MAX_BYTES, inlineSmallStylesheets } from './inlineStyles';

const files: Record<string, string> = {
  '/assets/fonts-a.css': '@font-face{font-family:Inter;src:url(/assets/inter.woff2)}\n',
  '/assets/big-b.css': `a{color:red}${' '.repeat(INLINE_CSS_MAX_BYTES)}`,
  '/assets/odd-c.css': 'a::after{content:"</style>"}',
};
const read = async (href: string) => files[href] ?? null;

describe('inlineSmallStylesheets', () => {
  // The disabled link (never fetched) tells Vite's chunk loader the file is in the page already.
  it('puts a small stylesheet of the build into the page, and names it with a disabled link', async () => {
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/fonts-a.css"></head>';
    expect(await inlineSmallStylesheets(html, read)).toBe(
      '<head><style>@font-face{font-family:Inter;src:url(/assets/inter.woff2)}</style>' +
        '<link rel="stylesheet" href="/assets/fonts-a.css" disabled></head>',
    );
  });

  it('keeps large, unsafe, missing and foreign stylesheets as links', async () => {
    const links = [
      '<link rel="stylesheet" href="/assets/big-b.css">',
      '<link rel="stylesheet" href="/assets/odd-c.css">',
      '<link rel="stylesheet" href="/assets/gone-d.css">',
      '<link rel="stylesheet" href="https://cdn.example/x.css">',
    ].join('');
    expect(await inlineSmallStylesheets(links, read)).toBe(links);
  });
});
