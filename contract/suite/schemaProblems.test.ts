import { describe, expect, it } from 'vitest';
import { createSchemaChecker } from './schemaChecker.ts';
import { bodyPath } from './schemaProblems.ts';

const checkerOf = createSchemaChecker({
  Item: {
    type: 'object',
    properties: {
      id: { type: ['string', 'number'] },
      price: { type: 'number' },
      kind: { type: 'string', enum: ['flower', 'edible'] },
      discount: {
        anyOf: [{ type: 'object', properties: { name: { type: 'string' } } }, { type: 'null' }],
      },
    },
    required: ['price'],
  },
});
const check = checkerOf({
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: { data: { type: 'array', items: { $ref: '#/components/schemas/Item' } } },
    },
  },
  required: ['data'],
});
const page = (...items: unknown[]) => ({ data: { data: items } });

describe('what the suite says of a body the contract refuses', () => {
  it('names the place, the rule and the value, resolving component references', () => {
    expect(check(page({ price: 12 }))).toEqual([]);
    expect(check(page({ price: '12' }))).toEqual(['data.data[0].price: must be number (got "12")']);
    expect(check(page({ price: 1 }, {}))).toEqual(['data.data[1].price: missing (required)']);
    expect(check({})).toEqual(['data: missing (required)']);
  });

  it('tells a union’s branches as one rule', () => {
    expect(check(page({ price: 1, id: true }))).toEqual([
      'data.data[0].id: must be string or number (got true)',
    ]);
    expect(check(page({ price: 1, discount: 'none' }))).toEqual([
      'data.data[0].discount: must be object or null (got "none")',
    ]);
    expect(check(page({ price: 1, discount: { name: 5 } }))).toEqual([
      'data.data[0].discount.name: must be string (got 5)',
    ]);
  });

  it('lists the allowed values, and cuts long values short', () => {
    expect(check(page({ price: 1, kind: 'tincture' }))).toEqual([
      'data.data[0].kind: must be one of "flower", "edible" (got "tincture")',
    ]);
    const [problem] = check(page({ price: 'x'.repeat(200) }));
    expect(problem?.length).toBeLessThan(100);
    expect(problem).toMatch(/…\)$/);
  });

  it('writes JSON pointers as property paths', () => {
    expect(bodyPath('')).toBe('(body)');
    expect(bodyPath('/menu/products/0/price')).toBe('menu.products[0].price');
    expect(bodyPath('/data/a~1b/x y')).toBe('data["a/b"]["x y"]');
  });
});
