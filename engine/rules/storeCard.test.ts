import { describe, expect, it } from 'vitest';
import { RetailerSchema, parseLenient, type Retailer } from '../../schemas';
import { storeDetailsHref } from './storeCard';

const retailer = (raw: Record<string, unknown>): Retailer =>
  parseLenient(RetailerSchema, { id: 'r-troy', urlSlug: 'greenleaf-troy', ...raw }, 'retailer')
    .value;

describe('Store Details link (spec 2.11)', () => {
  it.each([
    [{ urlSlug: 'greenleaf-troy' }, '/greenleaf-troy'],
    [{ urlSlug: '' }, '/r-troy'],
    [{ urlSlug: '  ', id: 42 }, '/42'],
    [{ urlSlug: undefined, id: '', _id: 'mongo-1' }, '/mongo-1'],
    [{ urlSlug: undefined, id: '', retailerId: 'r-9' }, '/r-9'],
  ])('%j → %s', (raw, expected) => {
    expect(storeDetailsHref(retailer(raw))).toBe(expected);
  });
});
