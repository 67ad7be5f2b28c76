// Tunisian phone numbers: every way a user types one becomes the same eight digits, shown as "+216 22 123 456".
import { describe, expect, it } from 'vitest';
import { canonicalPhone, displayPhone, phoneField } from './phone';

describe('canonicalPhone', () => {
  it.each([
    ['22123456', '22123456'],
    ['+21622123456', '22123456'],
    ['+216 22 123 456', '22123456'],
    ['0021622123456', '22123456'],
    ['00216 22 123 456', '22123456'],
    ['21622123456', '22123456'],
    ['22.123.456', '22123456'],
    ['(+216) 98-765-432', '98765432'],
  ])('reads %j as %s', (input, expected) => {
    expect(canonicalPhone(input)).toBe(expected);
  });

  it.each([
    ['', 'empty'],
    ['2212345', 'seven digits'],
    ['221234567', 'nine digits'],
    ['12123456', 'starts with 1'],
    ['02123456', 'starts with 0'],
    ['+33612345678', 'a French number'],
    ['22abc456', 'letters'],
  ])('refuses %j (%s)', (input) => {
    expect(canonicalPhone(input)).toBeNull();
  });
});

describe('displayPhone', () => {
  it('shows the +216 prefix and groups the digits 2-3-3', () => {
    expect(displayPhone('22123456')).toBe('+216 22 123 456');
    expect(displayPhone('0021698765432')).toBe('+216 98 765 432');
  });

  it('shows nothing for a missing number and leaves an unknown one as typed', () => {
    expect(displayPhone(null)).toBe('');
    expect(displayPhone(undefined)).toBe('');
    expect(displayPhone('12345')).toBe('12345');
  });
});

describe('phoneField', () => {
  it('turns a valid number into its eight digits', () => {
    expect(phoneField.parse('  +216 22 123 456 ')).toBe('22123456');
  });

  it('says the field is required when empty and what is wrong otherwise', () => {
    expect(phoneField.safeParse('   ').error?.issues.map((i) => i.message)).toEqual(['The phone field is required.']);
    expect(phoneField.safeParse(undefined).error?.issues.map((i) => i.message)).toEqual(['The phone field is required.']);
    expect(phoneField.safeParse('123').error?.issues.map((i) => i.message)).toEqual(['The phone must be a Tunisian number of 8 digits.']);
  });
});
