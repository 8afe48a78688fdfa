import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { BrandSchema } from './catalog';
import {
  DEFAULT_PAGINATED_TOTAL,
  mutationOutcome,
  paginatedData,
  readPaginated,
  readSingleRecord,
  singleRecordData,
} from './envelopes';

const Item = z.object({ id: z.string().default(''), name: z.string().default('') });

describe('readSingleRecord', () => {
  it.each([
    ['an object', { statusCode: 200, data: { id: '1', name: 'A' } }, { id: '1', name: 'A' }],
    [
      'a list: the first item',
      { statusCode: 200, data: [{ id: '1' }, { id: '2' }] },
      { id: '1', name: '' },
    ],
    ['an empty list', { statusCode: 200, data: [] }, null],
    ['no data', { statusCode: 404, message: 'Not found' }, null],
    ['null data', { data: null }, null],
    ['data that is not a record', { data: 'oops' }, null],
    ['a body that is not an object', 'oops', null],
    ['a null body', null, null],
    ['a record with a bad field', { data: { id: '1', name: 5 } }, { id: '1', name: '' }],
  ])('reads %s', (_, body, expected) => {
    expect(readSingleRecord(Item, body)).toEqual(expected);
  });

  it('reports problems to the sink', () => {
    const report = vi.fn();
    readSingleRecord(Item, { data: { name: 5 } }, report);
    expect(report).toHaveBeenCalledWith([expect.objectContaining({ path: '[0].name' })]);
  });
});

describe('readPaginated', () => {
  it.each([
    ['data.data and data.total', { data: { data: [{ id: '1' }, { id: '2' }], total: 42 } }, 2, 42],
    ['a plain list: its length', { data: [{ id: '1' }, { id: '2' }, { id: '3' }] }, 3, 3],
    ['an empty plain list', { data: [] }, 0, 0],
    ['data.data without total', { data: { data: [{ id: '1' }] } }, 1, DEFAULT_PAGINATED_TOTAL],
    [
      'a total that is not a number',
      { data: { data: [], total: '9' } },
      0,
      DEFAULT_PAGINATED_TOTAL,
    ],
    ['no data', { statusCode: 500 }, 0, DEFAULT_PAGINATED_TOTAL],
    ['data.data that is not a list', { data: { data: 'x', total: 4 } }, 0, 4],
    ['a body that is not an object', 7, 0, DEFAULT_PAGINATED_TOTAL],
    ['junk items among records', { data: { data: [{ id: '1' }, 5, null], total: 3 } }, 1, 3],
  ])('reads %s', (_, body, count, total) => {
    const page = readPaginated(Item, body);
    expect(page.items).toHaveLength(count);
    expect(page.total).toBe(total);
  });

  it('defaults 10 as the spec says', () => {
    expect(DEFAULT_PAGINATED_TOTAL).toBe(10);
  });

  it('parses records with the entity schema', () => {
    const { items } = readPaginated(BrandSchema, {
      data: { data: [{ id: 3, brandName: 'Kiva' }], total: 1 },
    });
    expect(items[0]).toMatchObject({ id: '3', brandName: 'Kiva', customImage: null });
  });
});

describe('mutationOutcome', () => {
  it.each([
    [
      'a token',
      { token: 'abc', message: 'Signed in successfully' },
      true,
      'Signed in successfully',
    ],
    ['statusCode 200', { statusCode: 200, message: 'Saved' }, true, 'Saved'],
    ['statusCode 201', { statusCode: 201 }, true, null],
    ['statusCode 400', { statusCode: 400, message: 'Bad request' }, false, 'Bad request'],
    [
      'a 401 message only',
      { message: 'Invalid email or password' },
      false,
      'Invalid email or password',
    ],
    ['an empty token', { token: '' }, false, null],
    ['statusCode as a string', { statusCode: '200' }, false, null],
    ['a body that is not an object', 'nope', false, null],
    ['null', null, false, null],
  ])('%s → ok %s', (_, body, ok, message) => {
    expect(mutationOutcome(body)).toEqual({ ok, message });
  });
});

describe('envelope schemas', () => {
  it('describe the canonical single-record and paginated shapes', () => {
    expect(singleRecordData(Item).parse({ data: { id: '1' } })).toEqual({
      statusCode: 200,
      data: { id: '1', name: '' },
    });
    expect(singleRecordData(Item).parse({ data: [{ id: '1' }] }).data).toEqual([
      { id: '1', name: '' },
    ]);
    expect(paginatedData(Item).parse({ data: { data: [{ id: '1' }], total: 1 } }).data.total).toBe(
      1,
    );
  });
});
