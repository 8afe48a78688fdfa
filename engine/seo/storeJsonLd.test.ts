import { describe, expect, it } from 'vitest';
import { RetailerSchema } from '../../schemas';
import { storeJsonLd } from './storeJsonLd';

const ORIGIN = 'https://shop.example/';

describe('storeJsonLd', () => {
  const day = (name: string, active: boolean, start = '9:00 AM', end = '9:00 PM') => ({
    day: name,
    active,
    start,
    end,
  });
  const retailer = RetailerSchema.parse({
    id: 'r1',
    name: 'Greenleaf Troy',
    urlSlug: 'greenleaf-troy',
    address: '1 Main St, Troy, MI 48083',
    addressObject: { line1: '1 Main St', city: 'Troy', state: 'MI', postalCode: '48083' },
    contactNumber: '(248) 555-0100',
    locationDetail: { latitude: 42.6, longitude: -83.1 },
    hours: {
      pickup: [
        day('Sunday', false),
        day('Monday', true),
        day('Tuesday', true, '10:00 AM', '2:00 AM'),
        day('Wednesday', true, 'noon', '9:00 PM'),
        day('Thursday', true, '09:00', '21:30'),
        day('Friday', true),
        day('Saturday', true),
      ],
    },
  });

  it('is a Store with address, phone, position and its own URL', () => {
    const store = storeJsonLd(retailer, ORIGIN, { image: '/images/logo.svg' });
    expect(store).toMatchObject({
      '@type': 'Store',
      '@id': 'https://shop.example/greenleaf-troy',
      url: 'https://shop.example/greenleaf-troy',
      name: 'Greenleaf Troy',
      image: 'https://shop.example/images/logo.svg',
      telephone: '(248) 555-0100',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 Main St',
        addressLocality: 'Troy',
        addressRegion: 'MI',
        postalCode: '48083',
        addressCountry: 'US',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 42.6, longitude: -83.1 },
    });
  });

  it('lists the open days in 24-hour time; closed and unreadable days are left out', () => {
    const hours = storeJsonLd(retailer, ORIGIN).openingHoursSpecification;
    expect(hours.map((h) => h.dayOfWeek.replace('https://schema.org/', ''))).toEqual([
      'Monday',
      'Tuesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    expect(hours[0]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Monday',
      opens: '09:00',
      closes: '21:00',
    });
    // Past midnight stays as the store gives it: schema.org reads a closing before opening as the next day.
    expect(hours[1]).toMatchObject({ opens: '10:00', closes: '02:00' });
    expect(hours[2]).toMatchObject({ opens: '09:00', closes: '21:30' });
  });

  it('leaves out a "null" phone and position, and falls back to the one-line address', () => {
    const bare = RetailerSchema.parse({
      id: 'r2',
      retailerName: 'No Slug',
      address: '2 Side St, Tempe, AZ',
      contactNumber: 'null',
    });
    const store = storeJsonLd(bare, ORIGIN);
    expect(store.name).toBe('No Slug');
    expect(store.url).toBe('https://shop.example/r2');
    expect(store).not.toHaveProperty('telephone');
    expect(store).not.toHaveProperty('geo');
    expect(store.address.streetAddress).toBe('2 Side St, Tempe, AZ');
    expect(store.openingHoursSpecification).toEqual([]);
  });
});
