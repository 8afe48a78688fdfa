import { describe, expect, it } from 'vitest';
import {
  checkoutErrors,
  checkoutFields,
  firstCheckoutError,
  initialCheckoutValues,
  nextCheckoutValue,
} from './checkoutForm';

const blank = initialCheckoutValues(null);

describe('checkout form (spec 5 generic validation)', () => {
  it('starts blank for guests and prefilled for signed-in shoppers', () => {
    expect(blank).toEqual({ firstName: '', lastName: '', email: '', contactNumber: '' });
    expect(
      initialCheckoutValues({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phone: '2485550199',
      }),
    ).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      contactNumber: '+1 (248) 555-0199',
    });
  });

  it.each([
    [blank, 'Please enter First Name.'],
    [{ ...blank, firstName: 'Ada' }, 'Please enter Last Name.'],
    [{ ...blank, firstName: 'Ada', lastName: 'L' }, 'Please enter Email.'],
    [
      { firstName: 'Ada', lastName: 'L', email: 'ada', contactNumber: '' },
      'Please provide a correct email address!',
    ],
    [
      { firstName: 'Ada', lastName: 'L', email: 'ada@example.com', contactNumber: '' },
      'Please enter Contact Number.',
    ],
    [
      { firstName: 'Ada', lastName: 'L', email: 'ada@example.com', contactNumber: '+1 (248) 555' },
      'Contact number should contain at least 10 digits.',
    ],
    [
      {
        firstName: 'Ada',
        lastName: 'L',
        email: 'ada@example.com',
        contactNumber: '+1 (248) 555-0199',
      },
      null,
    ],
  ])('first message for %o is %j', (values, expected) => {
    expect(firstCheckoutError(checkoutErrors(values))).toBe(expected);
  });

  it('formats the contact number as it is typed, and nothing else', () => {
    expect(nextCheckoutValue('contactNumber', '2485550199')).toBe('+1 (248) 555-0199');
    expect(nextCheckoutValue('email', ' A@b.co ')).toBe(' A@b.co ');
  });

  it('hands each field its label and message', () => {
    const fields = checkoutFields(blank, { email: 'Please enter Email.' });
    expect(fields.map((field) => [field.label, field.type, field.error])).toEqual([
      ['First Name', 'text', null],
      ['Last Name', 'text', null],
      ['Email', 'email', 'Please enter Email.'],
      ['Contact Number', 'tel', null],
    ]);
  });
});
