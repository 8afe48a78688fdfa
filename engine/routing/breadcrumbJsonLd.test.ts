import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd } from './breadcrumbJsonLd';
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
});
