import { describe, expect, it } from 'vitest';
import { createSchemaChecker } from './schemaChecker.ts';

const check = createSchemaChecker({})({
  type: 'object',
  properties: {
    testedAt: { type: 'string', format: 'date' },
    certificateUrl: { type: 'string', format: 'uri' },
  },
});

describe('the formats the contract writes', () => {
  it.each([
    ['2026-03-04', true],
    ['2024-02-29', true],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['4 March 2026', false],
  ])('reads %s as a date: %s', (testedAt, valid) => {
    expect(check({ testedAt }).length === 0).toBe(valid);
  });

  it.each([
    ['https://coa.example.com/certificates/BD-260304.pdf', true],
    ['/certificates/BD-260304.pdf', false],
    ['not a link', false],
  ])('reads %s as a URI: %s', (certificateUrl, valid) => {
    expect(check({ certificateUrl }).length === 0).toBe(valid);
  });
});
