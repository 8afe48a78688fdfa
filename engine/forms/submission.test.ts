import { describe, expect, it } from 'vitest';
import { toFormData } from '../api/formData';
import type { FieldRule } from '../rules/validation';
import { checkSubmission, formBody, type FormValues } from './submission';

const signUp: FieldRule[] = [
  { key: 'firstName', name: 'First Name', required: true },
  { key: 'lastName', name: 'Last Name', required: true },
  { key: 'email', name: 'Email', required: true },
  { key: 'phone', name: 'Phone', required: true, checkAs: 'contactNumber' },
  { key: 'password', name: 'Password', required: true },
];

const good = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+1 (248) 555-0199',
  password: 'secret1',
};

describe('checkSubmission (spec 5, the first problem is the toast)', () => {
  it.each<[string, FormValues, string | null, string[]]>([
    ['all good', good, null, []],
    [
      'everything empty: each field, first named',
      { firstName: '', lastName: '', email: '', phone: '', password: '' },
      'Please enter First Name.',
      ['firstName', 'lastName', 'email', 'phone', 'password'],
    ],
    [
      'short password',
      { ...good, password: 'abc' },
      'Please provide at least 6 characters!',
      ['password'],
    ],
    [
      'bad e-mail before short password',
      { ...good, email: 'ada@', password: 'abc' },
      'Please provide a correct email address!',
      ['email', 'password'],
    ],
    [
      'nine-digit phone',
      { ...good, phone: '+1 (248) 555-019' },
      'Contact number should contain at least 10 digits.',
      ['phone'],
    ],
  ])('%s', (_, values, toast, keys) => {
    const check = checkSubmission(signUp, values);
    expect(check.first?.message ?? null).toBe(toast);
    expect(Object.keys(check.errors)).toEqual(keys);
  });

  it('treats an empty list as empty and a filled one as filled', () => {
    const rules: FieldRule[] = [{ key: 'skills', name: 'Skills', required: true }];
    expect(checkSubmission(rules, { skills: [] }).first?.message).toBe('Please enter Skills.');
    expect(checkSubmission(rules, { skills: ['react'] }).first).toBeNull();
  });
});

describe('formBody (spec 3 form bodies, 7.1 multipart)', () => {
  it('trims texts but keeps the password exactly as typed', () => {
    expect(
      formBody({ email: ' ada@example.com ', password: ' pass ' }, { untrimmed: ['password'] }),
    ).toEqual({ email: 'ada@example.com', password: ' pass ' });
  });

  it('names list fields in special_attributes, which multipart appends one by one', () => {
    const body = formBody(
      { skills: ['a', 'b'], email: 'x@y.z' },
      { specialAttributes: ['skills'] },
    );
    expect(body.special_attributes).toEqual(['skills']);
    const form = toFormData(body);
    expect(form.getAll('skills')).toEqual(['a', 'b']);
    expect(form.has('special_attributes')).toBe(false);
  });

  it('adds no special_attributes when there are none', () => {
    expect(formBody({ email: 'x@y.z' })).not.toHaveProperty('special_attributes');
  });
});
