/**
 * schema.org Organization on the home page (SEO). Pure; URLs absolute on the site's
 * origin (engine/routing/siteUrl.ts). The other pages' structured data lives in modules of its own
 * (./storeJsonLd, ./itemListJsonLd, ./contentJsonLd, engine/rules/productJsonLd,
 * engine/routing/breadcrumbJsonLd) so the home's first load carries none of it.
 */
import { absoluteUrl, siteBase } from '../routing/siteUrl';

export type OrganizationJsonLd = {
  '@context': 'https://schema.org';
  '@type': 'Organization';
  name: string;
  url: string;
  logo?: string;
};

/** The retailer behind the storefront, from the header's logo and title (headerWidgetCmsData). */
export function organizationJsonLd(
  { name, logo }: { name: string; logo: string },
  origin: string,
): OrganizationJsonLd {
  const base = siteBase(origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: name.trim(),
    url: `${base}/`,
    ...(logo.trim() ? { logo: absoluteUrl(base, logo.trim()) } : {}),
  };
}
