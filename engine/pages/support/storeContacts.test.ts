import { describe, expect, it } from 'vitest';
import { RetailerSchema } from '../../../schemas';
import { storeContact } from './storeContacts';

const store = (fields: Record<string, unknown>) =>
  RetailerSchema.parse({
    _id: 'r-troy',
    urlSlug: 'greenleaf-market-troy',
    name: 'Greenleaf Market Troy',
    retailerName: 'Greenleaf Market',
    address: '100 Big Beaver Rd, Troy, MI',
    contactNumber: '(248) 555-0100',
    retailerPhoneNumber: '(248) 555-0199',
    ...fields,
  });

describe('storeContact', () => {
  it('lists the store by its own name, address and number', () => {
    expect(storeContact(store({}))).toEqual({
      key: 'r-troy',
      name: 'Greenleaf Market Troy',
      address: '100 Big Beaver Rd, Troy, MI',
      phone: '(248) 555-0100',
    });
  });

  it('falls back to the slug, the retailer’s name and the retailer’s number', () => {
    expect(storeContact(store({ _id: '', name: '', contactNumber: 'null' }))).toMatchObject({
      key: 'greenleaf-market-troy',
      name: 'Greenleaf Market',
      phone: '(248) 555-0199',
    });
  });

  it('shows no number when neither is given (spec 2.11)', () => {
    expect(storeContact(store({ contactNumber: '', retailerPhoneNumber: null })).phone).toBeNull();
  });
});
