// Passwords: what the server accepts (8 characters, a digit, a special character) and the spec's 50/100 meter.
import { describe, expect, it } from 'vitest';
import { passwordField, passwordStrength } from './password';

const messages = (value: unknown, name?: string) =>
  passwordField(name)
    .safeParse(value)
    .error?.issues.map((issue) => issue.message) ?? [];

describe('passwordField', () => {
  it('accepts 8 characters with a digit and a special character', () => {
    expect(messages('secret#1')).toEqual([]);
    expect(messages('abc def 1')).toEqual([]);
  });

  it('names every rule a too-weak password breaks', () => {
    expect(messages('abc')).toEqual([
      'The password must be at least 8 characters.',
      'The password must contain at least one number.',
      'The password must contain at least one special character.',
    ]);
    expect(messages('abcdefgh1')).toEqual(['The password must contain at least one special character.']);
    expect(messages('abcdefgh!')).toEqual(['The password must contain at least one number.']);
  });

  it('says only "required" for an empty or missing password, as Laravel does', () => {
    expect(messages('')).toEqual(['The password field is required.']);
    expect(messages(undefined)).toEqual(['The password field is required.']);
  });

  it('uses the field name in its messages', () => {
    expect(messages('', 'new_password')).toEqual(['The new password field is required.']);
    expect(messages('abcdefgh1', 'new_password')).toEqual(['The new password must contain at least one special character.']);
  });
});

describe('passwordStrength', () => {
  it('is 100 with lower, upper, digit, one of !@#$%^&* and 8 characters', () => {
    expect(passwordStrength('Secret#1')).toBe(100);
    expect(passwordStrength('aB3!aB3!aB3!')).toBe(100);
  });

  it.each([
    ['Secre#1', 'seven characters'],
    ['secret#12', 'no uppercase'],
    ['SECRET#12', 'no lowercase'],
    ['Secret#ab', 'no digit'],
    ['Secret123', 'no special character'],
    ['Secret(12', 'a special character outside !@#$%^&*'],
    ['', 'empty'],
  ])('is 50 for %j (%s)', (password) => {
    expect(passwordStrength(password)).toBe(50);
  });
});
