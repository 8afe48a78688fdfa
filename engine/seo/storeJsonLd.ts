/**
 * schema.org LocalBusiness (Store) on store pages (SEO). Apart from the home's
 * ./jsonLd so the home's first load carries neither it nor the phone and hours rules it uses.
 */
import type { Retailer } from '../../schemas';
import { displayPhone } from '../rules/phone';
import { storeDetailsHref } from '../rules/storeCard';
import { weeklyOpeningHours } from '../rules/storeHours';
import { postalAddressJsonLd, type PostalAddressJsonLd } from './postalAddressJsonLd';
import { absoluteUrl, siteBase } from '../routing/siteUrl';

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
