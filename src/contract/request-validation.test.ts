// Request bodies refuse bad input with Laravel's field paths and messages, which the forms show under each field.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { changePasswordRequest, loginRequest, registerRequest } from './auth';
import { fieldErrors, validationMessage } from './errors';
import { profileUpdateFields } from './profile';

/** The `errors` object the server would answer for this body, or null when the body is valid. */
function errorsOf(schema: z.ZodType, body: unknown): Record<string, string[]> | null {
  const result = schema.safeParse(body);
  return result.success ? null : fieldErrors(result.error.issues);
}

const registration = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Amira',
  last_name: 'Ben Salah',
  phone: '+216 22 123 456',
  password: 'Secret#123',
  password_confirmation: 'Secret#123',
  terms: true,
  ...overrides,
});

describe('registerRequest', () => {
  it('accepts a complete form and keeps the phone as eight digits', () => {
    const parsed = registerRequest.parse(registration());
    expect(parsed.phone).toBe('22123456');
    expect(parsed.first_name).toBe('Amira');
  });

  it('names each missing field once', () => {
    expect(errorsOf(registerRequest, {})).toEqual({
      first_name: ['The first name field is required.'],
      last_name: ['The last name field is required.'],
      phone: ['The phone field is required.'],
      password: ['The password field is required.'],
      terms: ['The terms field must be accepted.'],
    });
  });

  it('treats blank names as missing', () => {
    expect(errorsOf(registerRequest, registration({ first_name: '   ' }))).toEqual({
      first_name: ['The first name field is required.'],
    });
  });

  it.each([true, 1, '1', 'on', 'yes', 'true', 'TRUE'])('takes terms=%j as accepted', (terms) => {
    expect(errorsOf(registerRequest, registration({ terms }))).toBeNull();
  });

  it.each([false, 0, '0', 'no', ''])('refuses terms=%j', (terms) => {
    expect(errorsOf(registerRequest, registration({ terms }))).toEqual({ terms: ['The terms field must be accepted.'] });
  });

  it('puts a confirmation mismatch under password', () => {
    expect(errorsOf(registerRequest, registration({ password_confirmation: 'Secret#124' }))).toEqual({
      password: ['The password field confirmation does not match.'],
    });
  });

  it('refuses a phone that is not Tunisian', () => {
    expect(errorsOf(registerRequest, registration({ phone: '0612345678' }))).toEqual({
      phone: ['The phone must be a Tunisian number of 8 digits.'],
    });
  });
});

describe('loginRequest', () => {
  it('needs a phone and a password, whatever their strength', () => {
    expect(errorsOf(loginRequest, {})).toEqual({
      phone: ['The phone field is required.'],
      password: ['The password field is required.'],
    });
    expect(loginRequest.parse({ phone: '0021622123456', password: 'x', terms: true })).toMatchObject({ phone: '22123456', password: 'x' });
  });
});

describe('changePasswordRequest', () => {
  const change = (overrides: Record<string, unknown> = {}) => ({
    current_password: 'old',
    new_password: 'Secret#123',
    new_password_confirmation: 'Secret#123',
    ...overrides,
  });

  it('accepts a strong, confirmed new password', () => {
    expect(errorsOf(changePasswordRequest, change())).toBeNull();
  });

  it('names missing fields with their own names', () => {
    expect(errorsOf(changePasswordRequest, {})).toEqual({
      current_password: ['The current password field is required.'],
      new_password: ['The new password field is required.'],
    });
  });

  it('puts a confirmation mismatch under new_password', () => {
    expect(errorsOf(changePasswordRequest, change({ new_password_confirmation: 'other' }))).toEqual({
      new_password: ['The new password field confirmation does not match.'],
    });
  });
});

describe('profileUpdateFields', () => {
  const edit = (overrides: Record<string, unknown> = {}) => ({
    first_name: 'Amira',
    last_name: 'Ben Salah',
    email: 'amira@example.tn',
    phone: '22 123 456',
    ...overrides,
  });

  it('keeps an empty email as null and reads delete_photo from multipart text', () => {
    expect(profileUpdateFields.parse(edit({ email: '', delete_photo: '1' }))).toEqual({
      first_name: 'Amira',
      last_name: 'Ben Salah',
      email: null,
      phone: '22123456',
      delete_photo: true,
    });
    expect(profileUpdateFields.parse(edit({ delete_photo: '0' })).delete_photo).toBe(false);
    expect(profileUpdateFields.parse(edit()).delete_photo).toBe(false);
  });

  it('refuses a malformed email and missing names', () => {
    expect(errorsOf(profileUpdateFields, edit({ email: 'amira@', first_name: '' }))).toEqual({
      first_name: ['The first name field is required.'],
      email: ['The email must be a valid email address.'],
    });
  });
});

describe('fieldErrors and validationMessage', () => {
  it('joins nested paths with dots and keeps messages in order', () => {
    const issues = [
      { code: 'custom', path: ['documents', 2], message: 'first', input: null },
      { code: 'custom', path: ['documents', 2], message: 'second', input: null },
      { code: 'custom', path: [], message: 'whole body', input: null },
    ] as unknown as Parameters<typeof fieldErrors>[0];
    expect(fieldErrors(issues)).toEqual({ 'documents.2': ['first', 'second'], body: ['whole body'] });
  });

  it('is the first message, counting the others like Laravel', () => {
    expect(validationMessage({ phone: ['The phone field is required.'] })).toBe('The phone field is required.');
    expect(validationMessage({ phone: ['A.'], password: ['B.'] })).toBe('A. (and 1 more error)');
    expect(validationMessage({ phone: ['A.', 'B.'], password: ['C.'] })).toBe('A. (and 2 more errors)');
  });

  it('falls back to the generic message when there is no field message', () => {
    expect(validationMessage({})).toBe('The given data was invalid.');
  });
});
