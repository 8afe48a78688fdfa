import { describe, expect, it } from 'vitest';
import { toFormData } from './formData';

const entries = (form: FormData) =>
  [...form.entries()].map(([name, value]) => [name, String(value)]);

describe('toFormData', () => {
  it('appends listed array fields one by one and leaves special_attributes out', () => {
    const form = toFormData({ tags: ['a', 'b'], ids: [1, 2], special_attributes: ['tags'] });
    expect(entries(form)).toEqual([
      ['tags', 'a'],
      ['tags', 'b'],
      ['ids', '[1,2]'],
    ]);
  });

  it('ignores special_attributes that is not a list, or names a non-array field', () => {
    expect(entries(toFormData({ email: 'x', special_attributes: 'email' }))).toEqual([
      ['email', 'x'],
    ]);
    expect(entries(toFormData({ email: 'x', special_attributes: ['email'] }))).toEqual([
      ['email', 'x'],
    ]);
  });

  it('writes numbers and booleans as text and skips null and undefined', () => {
    expect(entries(toFormData({ ccNum: 4111, agree: true, a: null, b: undefined }))).toEqual([
      ['ccNum', '4111'],
      ['agree', 'true'],
    ]);
  });
});
