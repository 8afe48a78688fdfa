/**
 * schema.org ItemList on listing pages (SEO), written by ./ItemListScript. Apart from
 * the home's ./jsonLd so the home's first load does not carry it.
 */
import { absoluteUrl, siteBase } from '../routing/siteUrl';

export type ItemListJsonLd = {
  '@context': 'https://schema.org';
  '@type': 'ItemList';
  numberOfItems: number;
  itemListElement: { '@type': 'ListItem'; position: number; name: string; url: string }[];
};

/** The items a listing page shows, in order; `firstPosition` continues the count on page 2 on. */
export function itemListJsonLd(
  items: readonly { name: string; href: string }[],
  origin: string,
  firstPosition = 1,
): ItemListJsonLd {
  const base = siteBase(origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      name: item.name,
      url: absoluteUrl(base, item.href),
    })),
  };
}
