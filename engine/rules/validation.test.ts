import { describe, expect, it } from 'vitest';
import {
  formatContactNumber,
  validateField,
  validateForm,
  VALIDATION_MESSAGES,
  type FieldRule,
  type FieldValue,
} from './validation';

describe('validateField (spec 5 generic form validation, exact messages)', () => {
  it.each<[string, FieldRule, FieldValue, string | null]>([
    [
      'required, empty',
      { key: 'firstName', name: 'First Name', required: true },
      '',
      'Please enter First Name.',
    ],
    [
      'required, spaces only',
      { key: 'firstName', name: 'First Name', required: true },
      '   ',
      'Please enter First Name.',
    ],
    [
      'required without a name uses the key',
      { key: 'lastName', required: true },
      undefined,
      'Please enter lastName.',
    ],
    ['required, filled', { key: 'firstName', required: true }, 'Ada', null],
    [
      'a phone key checked as contactNumber',
      { key: 'phone', name: 'Phone', required: true, checkAs: 'contactNumber' },
      '+1 (248) 555-019',
      'Contact number should contain at least 10 digits.',
    ],
    [
      'a newPassword key checked as password',
      { key: 'newPassword', name: 'New Password', required: true, checkAs: 'password' },
      'abc',
      'Please provide at least 6 characters!',
    ],
    [
      'an attachment key checked as resume',
      { key: 'attachment', name: 'Attachment', required: true, checkAs: 'resume' },
      null,
      'Please upload Attachment.',
    ],
    ['optional and empty', { key: 'email' }, '', null],
    [
      'resume, empty',
      { key: 'resume', name: 'Resume', required: true },
      null,
      'Please upload Resume.',
    ],
    ['resume, a file', { key: 'resume', name: 'Resume', required: true }, new Blob(['cv']), null],
    [
      'email, required and empty',
      { key: 'email', name: 'Email', required: true },
      '',
      'Please enter Email.',
    ],
    [
      'email, no @',
      { key: 'email', required: true },
      'ada.example.com',
      'Please provide a correct email address!',
    ],
    [
      'email, no domain dot',
      { key: 'email', required: true },
      'ada@example',
      'Please provide a correct email address!',
    ],
    [
      'email, a space inside',
      { key: 'email', required: true },
      'ada @example.com',
      'Please provide a correct email address!',
    ],
    [
      'email, valid with spaces around',
      { key: 'email', required: true },
      ' ada@example.com ',
      null,
    ],
    [
      'contact number, 9 digits',
      { key: 'contactNumber', required: true },
      '+1 (248) 555-019',
      'Contact number should contain at least 10 digits.',
    ],
    [
      'contact number, raw 10 digits',
      { key: 'contactNumber', required: true },
      '2485550199',
      'Contact number should contain at least 10 digits.',
    ],
    [
      'contact number, formatted',
      { key: 'contactNumber', required: true },
      ' +1 (248) 555-0199 ',
      null,
    ],
    [
      'password, 5 characters',
      { key: 'password', required: true },
      'abcde',
      'Please provide at least 6 characters!',
    ],
    ['password, 6 characters', { key: 'password', required: true }, 'abcdef', null],
    [
      'card number, 15 digits',
      { key: 'ccNum', required: true },
      '411111111111111',
      'Card number should be at least 16 digit.',
    ],
    ['card number, 16 digits padded', { key: 'ccNum', required: true }, ' 4111111111111111 ', null],
    [
      'expiry without a slash',
      { key: 'ccExp', required: true },
      '0222',
      'Expire date format should be 02/22.',
    ],
    ['expiry with a slash', { key: 'ccExp', required: true }, '02/22', null],
  ])('%s', (_name, rule, value, expected) => {
    expect(validateField(rule, value)).toBe(expected);
  });
});

describe('validateForm', () => {
  const rules: FieldRule[] = [
    { key: 'firstName', name: 'First Name', required: true },
    { key: 'email', name: 'Email', required: true },
    { key: 'contactNumber', name: 'Contact Number', required: true },
  ];

  it('lists every problem in the form order', () => {
    expect(validateForm(rules, { firstName: '', email: 'nope', contactNumber: '123' })).toEqual([
      { key: 'firstName', message: 'Please enter First Name.' },
      { key: 'email', message: VALIDATION_MESSAGES.email },
      { key: 'contactNumber', message: VALIDATION_MESSAGES.contactNumber },
    ]);
  });

  it('is empty when everything is right', () => {
    expect(
      validateForm(rules, {
        firstName: 'Ada',
        email: 'ada@example.com',
        contactNumber: '+1 (248) 555-0199',
      }),
    ).toEqual([]);
  });
});

describe('formatContactNumber', () => {
  it.each([
    ['', ''],
    ['2', '+1 (2'],
    ['248', '+1 (248'],
    ['+1 (248', '+1 (248'],
    ['+1 (248) ', '+1 (248'],
    ['2485', '+1 (248) 5'],
    ['248555', '+1 (248) 555'],
    ['2485550', '+1 (248) 555-0'],
    ['2485550199', '+1 (248) 555-0199'],
    ['248-555-0199 ext', '+1 (248) 555-0199'],
    ['12485550199', '+1 (248) 555-0199'],
    ['+1 (248) 555-0199', '+1 (248) 555-0199'],
    ['+1 (248) 555-01999', '+1 (248) 555-0199'],
    ['abc', ''],
  ])('%j → %j', (input, expected) => {
    expect(formatContactNumber(input)).toBe(expected);
  });

  it('makes ten digits pass the contact-number rule', () => {
    expect(
      validateField({ key: 'contactNumber', required: true }, formatContactNumber('2485550199')),
    ).toBeNull();
  });
});
