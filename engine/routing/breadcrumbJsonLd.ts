import type { Crumb } from './breadcrumbs';
import { siteBase } from './siteUrl';

export type BreadcrumbListJsonLd = {
  '@context': 'https://schema.org';
  '@type': 'BreadcrumbList';
  itemListElement: { '@type': 'ListItem'; position: number; name: string; item: string }[];
};

/** schema.org BreadcrumbList with absolute URLs on the site's origin (spec 2.7). */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string): BreadcrumbListJsonLd {
  const base = siteBase(origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: `${base}${crumb.href}`,
    })),
  };
}
