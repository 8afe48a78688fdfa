import { describe, expect, it } from 'vitest';
import { organizationJsonLd } from './jsonLd';

const ORIGIN = 'https://shop.example/';

describe('organizationJsonLd', () => {
  it('names the retailer with its home URL and an absolute logo', () => {
    expect(organizationJsonLd({ name: ' Greenleaf ', logo: '/images/logo.svg' }, ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Greenleaf',
      url: 'https://shop.example/',
      logo: 'https://shop.example/images/logo.svg',
    });
  });
  it('leaves the logo out when the CMS has none', () => {
    expect(organizationJsonLd({ name: 'G', logo: ' ' }, ORIGIN)).not.toHaveProperty('logo');
  });
});
