import { describe, expect, it, vi } from 'vitest';
import { VisitorSchema, readSingleRecord } from '../../schemas/popupReaders';
import { readPlainVisitor } from './plainVisitor';

const nested = (levels: number): unknown => (levels === 0 ? 'leaf' : { inner: nested(levels - 1) });

/** What the mock backend and a healthy server send, and the ways an answer goes wrong. */
const BODIES: Record<string, unknown> = {
  mockBackend: {
    status: 'success',
    statusCode: 201,
    data: { _id: 'v1', name: 'Visitor', url: 'shop.test', referrer: null, timezone: 'UTC' },
  },
  dataAsList: { statusCode: 200, data: [{ _id: 'v2' }, { _id: 'v3' }] },
  emptyId: { data: { _id: '' } },
  badStatusCode: { statusCode: '201', data: { _id: 'v4' } },
  numericId: { data: { _id: 42 } },
  missingId: { data: { name: 'x' } },
  nullId: { data: { _id: null } },
  noData: { status: 'success' },
  emptyList: { data: [] },
  listOfJunk: { data: ['v5'] },
  dataIsArrayRecord: { data: [[{ _id: 'v6' }]] },
  notAnObject: 'success',
  nullBody: null,
  arrayBody: [{ _id: 'v7' }],
  deepExtra: { data: { _id: 'v8', extra: nested(70) } },
  deepListExtra: { data: [{ _id: 'v9', extra: nested(63) }] },
  shallowExtra: { data: { _id: 'v10', extra: nested(20) } },
  classInstance: { data: { _id: 'v11', when: new Date(0) } },
  functionField: { data: { _id: 'v12', call: () => 1 } },
};

describe('readPlainVisitor', () => {
  it.each(Object.entries(BODIES))(
    'agrees with the lenient reader where it answers: %s',
    (_, body) => {
      const report = vi.fn();
      const plain = readPlainVisitor(body);
      if (plain === undefined) return;
      expect(plain).toEqual(readSingleRecord(VisitorSchema, body, report));
      expect(report).not.toHaveBeenCalled();
    },
  );

  it('answers for the plain shapes a server sends', () => {
    expect(readPlainVisitor(BODIES.mockBackend)).toEqual({ _id: 'v1' });
    expect(readPlainVisitor(BODIES.dataAsList)).toEqual({ _id: 'v2' });
    expect(readPlainVisitor(BODIES.emptyId)).toEqual({ _id: '' });
    expect(readPlainVisitor(BODIES.badStatusCode)).toEqual({ _id: 'v4' });
    expect(readPlainVisitor(BODIES.shallowExtra)).toEqual({ _id: 'v10' });
  });

  it('leaves anything the lenient reader would repair or report to it', () => {
    for (const name of [
      'numericId',
      'missingId',
      'nullId',
      'noData',
      'emptyList',
      'listOfJunk',
      'dataIsArrayRecord',
      'notAnObject',
      'nullBody',
      'arrayBody',
      'deepExtra',
      'deepListExtra',
      'classInstance',
      'functionField',
    ]) {
      expect(readPlainVisitor(BODIES[name]), name).toBeUndefined();
    }
  });
});
