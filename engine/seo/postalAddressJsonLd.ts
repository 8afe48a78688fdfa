/**
 * schema.org PostalAddress (SEO): a module of its own because store pages
 * (./storeJsonLd) and event pages (./contentJsonLd) share it, and events need nothing else of
 * the store's structured data.
 */
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
