import { expect, it } from 'vitest';
import { CouponInfoSchema, VisitorSchema, parseLenient, readSingleRecord } from './popupReaders';

// This file imports the popup readers alone, as a first visit does: zod's classic API (which
// registers English messages) is not loaded, only zod/mini.

it('says what was wrong in English without zod classic', () => {
  const { value, diagnostics } = parseLenient(CouponInfoSchema, { masterCode: 5 }, 'couponInfo');
  expect(value).toEqual({ masterCode: '', codes: [] });
  expect(diagnostics).toEqual([
    {
      source: 'couponInfo',
      path: 'masterCode',
      problem: 'expected string, received number',
      used: '""',
    },
  ]);
});

it('reads the visitor record, its id as a string', () => {
  expect(readSingleRecord(VisitorSchema, { statusCode: 200, data: { _id: 42 } })).toEqual({
    _id: '42',
  });
});
