/**
 * schema.org structured data beyond products and breadcrumbs (issue 13, SEO): Organization on the
 * home page, ItemList on listings, LocalBusiness (Store) on store pages. Pure; URLs absolute on
 * the site's origin (engine/seo/siteUrl.ts) like engine/seo/contentJsonLd, engine/rules/productJsonLd and
 * engine/routing/breadcrumbJsonLd.
 */
import type { Retailer } from '../../schemas';
import { displayPhone } from '../rules/phone';
import { storeDetailsHref } from '../rules/storeCard';
import { weeklyOpeningHours } from '../rules/storeHours';
import { absoluteUrl, siteBase } from './siteUrl';

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

export type PostalAddressJsonLd = {
  '@type': 'PostalAddress';
  streetAddress: string;
  addressLocality: string;
  addressRegion: string;
  postalCode: string;
  addressCountry: 'US';
};

/** A US postal address with every part trimmed: stores and event places share it. */
export function postalAddressJsonLd(parts: {
  street: string;
  city: string;
  state: string;
  postalCode: string;
}): PostalAddressJsonLd {
  return {
    '@type': 'PostalAddress',
    streetAddress: parts.street.trim(),
    addressLocality: parts.city.trim(),
    addressRegion: parts.state.trim(),
    postalCode: parts.postalCode.trim(),
    addressCountry: 'US',
  };
}

export type StoreJsonLd = {
  '@context': 'https://schema.org';
  '@type': 'Store';
  '@id': string;
  name: string;
  url: string;
  image?: string;
  telephone?: string;
  address: PostalAddressJsonLd;
  geo?: { '@type': 'GeoCoordinates'; latitude: number; longitude: number };
  openingHoursSpecification: {
    '@type': 'OpeningHoursSpecification';
    dayOfWeek: string;
    opens: string;
    closes: string;
  }[];
};

/**
 * A store page's LocalBusiness (schema.org Store, a LocalBusiness): address, phone (none when the
 * server sends "null", spec 2.11), position and the weekly pickup hours (spec §3 Retailer hours).
 */
export function storeJsonLd(
  retailer: Pick<
    Retailer,
    | 'id'
    | '_id'
    | 'retailerId'
    | 'urlSlug'
    | 'name'
    | 'retailerName'
    | 'address'
    | 'addressObject'
    | 'contactNumber'
    | 'retailerPhoneNumber'
    | 'locationDetail'
    | 'hours'
    | 'specialHours'
  >,
  origin: string,
  { image = '' }: { image?: string } = {},
): StoreJsonLd {
  const base = siteBase(origin);
  const url = `${base}${storeDetailsHref(retailer)}`;
  const phone = displayPhone(retailer.contactNumber, retailer.retailerPhoneNumber);
  const { line1, city, state, postalCode } = retailer.addressObject;
  const { latitude, longitude } = retailer.locationDetail;
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    '@id': url,
    name: retailer.name.trim() || retailer.retailerName.trim(),
    url,
    ...(image.trim() ? { image: absoluteUrl(base, image.trim()) } : {}),
    ...(phone !== null ? { telephone: phone } : {}),
    // A server that sends only the one-line address still gives a usable street address.
    address: postalAddressJsonLd({
      street: line1.trim() || retailer.address,
      city,
      state,
      postalCode,
    }),
    ...(latitude !== null && longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude, longitude } }
      : {}),
    openingHoursSpecification: weeklyOpeningHours(retailer).map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${hours.day}`,
      opens: hours.opens,
      closes: hours.closes,
    })),
  };
}
