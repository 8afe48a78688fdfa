import { describe, expect, it } from 'vitest';
import {
  DESCRIPTION_LIMIT,
  documentTitle,
  headMeta,
  homeDescription,
  metaDescription,
} from './headTags';

describe('documentTitle', () => {
  it.each([
    ['Blue Dream', 'Greenleaf Market', 'Blue Dream | Greenleaf Market'],
    ['', 'Greenleaf Market', 'Greenleaf Market'],
    ['Greenleaf Market', 'Greenleaf Market', 'Greenleaf Market'],
    ['  Shop ', ' Greenleaf Market ', 'Shop | Greenleaf Market'],
    // The CMS default logo title "Home" is not a site name.
    ['Shop', 'Home', 'Shop'],
    ['', 'Home', 'Home'],
    ['', '', 'Home'],
  ])('%j on %j → %j', (title, site, expected) => {
    expect(documentTitle(title, site)).toBe(expected);
  });
});

describe('metaDescription', () => {
  it.each([
    ['A short line.', 'A short line.'],
    ['<p>Sweet <b>berry</b>\n\n aroma.</p>', 'Sweet berry aroma.'],
    ['   ', ''],
  ])('%j → %j', (text, expected) => {
    expect(metaDescription(text)).toBe(expected);
  });

  it('cuts long text at a word, within the limit, with an ellipsis', () => {
    const long = `${'word '.repeat(60)}end`;
    const cut = metaDescription(long);
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
    expect(cut.endsWith('word…')).toBe(true);
  });
});

describe('homeDescription', () => {
  it('names the store, or none for the CMS default', () => {
    expect(homeDescription('Greenleaf Market')).toMatch(/^Shop Greenleaf Market online: /);
    expect(homeDescription('Home')).toMatch(/^Shop online: /);
  });
});

describe('headMeta', () => {
  const base = {
    title: 'Blue Dream',
    siteName: 'Greenleaf Market',
    description: 'A sativa-leaning hybrid.',
    url: 'https://shop.example/product/blue-dream',
    image: '/images/products/blue-dream.jpg',
    type: 'product' as const,
    noindex: false,
  };
  const content = (tags: ReturnType<typeof headMeta>, key: string) =>
    tags.find((tag) => ('name' in tag ? tag.name : tag.property) === key)?.content;

  it('writes description, Open Graph and Twitter tags with an absolute image', () => {
    const tags = headMeta(base);
    expect(content(tags, 'description')).toBe('A sativa-leaning hybrid.');
    expect(content(tags, 'og:type')).toBe('product');
    expect(content(tags, 'og:title')).toBe('Blue Dream | Greenleaf Market');
    expect(content(tags, 'og:url')).toBe(base.url);
    expect(content(tags, 'og:site_name')).toBe('Greenleaf Market');
    expect(content(tags, 'og:image')).toBe('https://shop.example/images/products/blue-dream.jpg');
    expect(content(tags, 'twitter:card')).toBe('summary_large_image');
    expect(content(tags, 'twitter:image')).toBe(content(tags, 'og:image'));
    expect(content(tags, 'robots')).toBeUndefined();
  });

  it('keeps an absolute image as it is and falls back to a small card without one', () => {
    expect(content(headMeta({ ...base, image: 'https://cdn.example/a.png' }), 'og:image')).toBe(
      'https://cdn.example/a.png',
    );
    const plain = headMeta({ ...base, image: ' ' });
    expect(content(plain, 'og:image')).toBeUndefined();
    expect(content(plain, 'twitter:card')).toBe('summary');
  });

  it('marks a not-found page noindex and leaves out an empty description', () => {
    const tags = headMeta({ ...base, description: '', noindex: true });
    expect(content(tags, 'robots')).toBe('noindex');
    expect(content(tags, 'description')).toBeUndefined();
    expect(content(tags, 'og:description')).toBeUndefined();
  });

  it('names each tag once, so React keys and the head stay unique', () => {
    const keys = headMeta(base).map((tag) => ('name' in tag ? tag.name : tag.property));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
