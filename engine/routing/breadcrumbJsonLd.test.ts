import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, serializeJsonLd } from './breadcrumbJsonLd';
import { breadcrumbsFor } from './breadcrumbs';

describe('breadcrumbJsonLd (spec 2.7)', () => {
  it.each([['https://shop.example.com'], ['https://shop.example.com/']])(
    'publishes absolute URLs on %s',
    (origin) => {
      const crumbs = breadcrumbsFor('/brands/blue-river', { shopPath: '/shop' }) ?? [];
      expect(breadcrumbJsonLd(crumbs, origin)).toEqual({
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example.com/' },
          {
            '@type': 'ListItem',
            position: 2,
            name: 'Brands',
            item: 'https://shop.example.com/brands',
          },
          {
            '@type': 'ListItem',
            position: 3,
            name: 'Brand Details',
            item: 'https://shop.example.com/brands/blue-river',
          },
        ],
      });
    },
  );

  it.each([
    ['</script><script>alert(1)</script>', false],
    ['<!--', false],
    ['plain', true],
  ])('serialises %j without a way out of the script tag', (label, unchanged) => {
    const json = serializeJsonLd({ name: label });
    expect(json.includes('<')).toBe(false);
    expect(JSON.parse(json)).toEqual({ name: label });
    expect(json === JSON.stringify({ name: label })).toBe(unchanged);
  });
});
