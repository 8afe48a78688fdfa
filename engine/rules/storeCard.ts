/**
 * A retailer's id, Store Details link and one-line address (spec 2.11), as store cards, the
 * home's store bar and the store pages show them. The rest of a store card is in ./storeCardData,
 * which only lazily loaded code imports.
 */
import type { Retailer } from '../../schemas';
import { formatAddress } from './orderStrip';

/** A retailer's id: servers send id, _id or retailerId. */
export function retailerIdOf(retailer: Pick<Retailer, 'id' | '_id' | 'retailerId'>): string {
  return retailer.id || retailer._id || retailer.retailerId;
}

/** "/{urlSlug}", or "/{id}" when the store has no slug (spec 2.11). */
export function storeDetailsHref(
  retailer: Pick<Retailer, 'id' | '_id' | 'retailerId' | 'urlSlug'>,
): string {
  const slug = retailer.urlSlug.trim();
  return `/${encodeURIComponent(slug !== '' ? slug : retailerIdOf(retailer))}`;
}

/** The one-line address: the structured address when it has one, else the server's string. */
export function storeAddress(retailer: Pick<Retailer, 'address' | 'addressObject'>): string {
  const formatted = formatAddress(retailer.addressObject);
  return formatted !== '' ? formatted : retailer.address.trim();
}
