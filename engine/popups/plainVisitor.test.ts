import { describe, expect, it, vi } from 'vitest';
import type { Visitor } from '../../schemas';
import { VisitorSchema, readSingleRecord } from '../../schemas/popupReaders';
import { readPlainVisitor } from './plainVisitor';

const nested = (levels: number): unknown => (levels === 0 ? 'leaf' : { inner: nested(levels - 1) });

type Row = {
  body: unknown;
  /** The plain reader's answer; undefined leaves the body to the lenient reader. */
  plain: Visitor | undefined;
  /** The lenient reader's answer, and how many reports it sends. */
  lenient: Visitor | null;
  reports: number;
};

/** What the mock backend and a healthy server send, and the ways an answer goes wrong. */
const ROWS: Record<string, Row> = {
  mockBackend: {
    body: {
      status: 'success',
      statusCode: 201,
      data: { _id: 'v1', name: 'Visitor', url: 'shop.test', referrer: null, timezone: 'UTC' },
    },
    plain: { _id: 'v1' },
    lenient: { _id: 'v1' },
    reports: 0,
  },
  dataAsList: {
    body: { statusCode: 200, data: [{ _id: 'v2' }, { _id: 'v3' }] },
    plain: { _id: 'v2' },
    lenient: { _id: 'v2' },
    reports: 0,
  },
  emptyId: { body: { data: { _id: '' } }, plain: { _id: '' }, lenient: { _id: '' }, reports: 0 },
  badStatusCode: {
    body: { statusCode: '201', data: { _id: 'v4' } },
    plain: { _id: 'v4' },
    lenient: { _id: 'v4' },
    reports: 0,
  },
  shallowExtra: {
    body: { data: { _id: 'v10', extra: nested(20) } },
    plain: { _id: 'v10' },
    lenient: { _id: 'v10' },
    reports: 0,
  },
  // Repaired (a number read as its text, a missing or null id as empty): the lenient reader's.
  numericId: { body: { data: { _id: 42 } }, plain: undefined, lenient: { _id: '42' }, reports: 0 },
  missingId: { body: { data: { name: 'x' } }, plain: undefined, lenient: { _id: '' }, reports: 0 },
  nullId: { body: { data: { _id: null } }, plain: undefined, lenient: { _id: '' }, reports: 1 },
  // No record in the answer.
  noData: { body: { status: 'success' }, plain: undefined, lenient: null, reports: 0 },
  emptyList: { body: { data: [] }, plain: undefined, lenient: null, reports: 0 },
  listOfJunk: { body: { data: ['v5'] }, plain: undefined, lenient: null, reports: 1 },
  dataIsArrayRecord: {
    body: { data: [[{ _id: 'v6' }]] },
    plain: undefined,
    lenient: null,
    reports: 1,
  },
  notAnObject: { body: 'success', plain: undefined, lenient: null, reports: 0 },
  nullBody: { body: null, plain: undefined, lenient: null, reports: 0 },
  arrayBody: { body: [{ _id: 'v7' }], plain: undefined, lenient: null, reports: 0 },
  // Not plain JSON data, or deeper than the plain reader walks.
  deepExtra: {
    body: { data: { _id: 'v8', extra: nested(70) } },
    plain: undefined,
    lenient: { _id: 'v8' },
    reports: 0,
  },
  deepListExtra: {
    body: { data: [{ _id: 'v9', extra: nested(63) }] },
    plain: undefined,
    lenient: { _id: 'v9' },
    reports: 0,
  },
  classInstance: {
    body: { data: { _id: 'v11', when: new Date(0) } },
    plain: undefined,
    lenient: { _id: 'v11' },
    reports: 0,
  },
  functionField: {
    body: { data: { _id: 'v12', call: () => 1 } },
    plain: undefined,
    lenient: { _id: 'v12' },
    reports: 0,
  },
};

describe('readPlainVisitor', () => {
  it.each(Object.entries(ROWS))('%s', (_, { body, plain, lenient, reports }) => {
    const report = vi.fn();
    expect(readPlainVisitor(body)).toEqual(plain);
    expect(readSingleRecord(VisitorSchema, body, report)).toEqual(lenient);
    expect(report).toHaveBeenCalledTimes(reports);
    // registerVisitor reads the plain answer, else the lenient one: the same visitor either way.
    expect(readPlainVisitor(body) ?? lenient).toEqual(lenient);
  });
});
