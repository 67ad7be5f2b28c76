// Password rules: the server's acceptance rule and the spec's display-only strength meter (000 §5).
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './limits';

export const PASSWORD_HINT = 'At least 8 characters with a number and special character';

/** Accepted by the server: at least 8 characters, one digit and one character that is not a letter or digit. */
export function passwordField(name = 'password') {
  return (
    z
      .string({ error: `The ${name.replace(/_/g, ' ')} field is required.` })
      // Like Laravel's "required", an empty password gets only this message, not the length and character ones too.
      .min(1, { error: `The ${name.replace(/_/g, ' ')} field is required.`, abort: true })
      .min(PASSWORD_MIN_LENGTH, `The ${name.replace(/_/g, ' ')} must be at least ${PASSWORD_MIN_LENGTH} characters.`)
      .refine((v) => /\d/.test(v), `The ${name.replace(/_/g, ' ')} must contain at least one number.`)
      .refine((v) => /[^A-Za-z0-9]/.test(v), `The ${name.replace(/_/g, ' ')} must contain at least one special character.`)
  );
}

/**
 * The spec's strength meter, display only: 100 when the password has a lowercase letter, an uppercase
 * letter, a digit, one of !@#$%^&* and at least 8 characters; otherwise 50.
 */
export function passwordStrength(password: string): 50 | 100 {
  const strong =
    /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password) && /[!@#$%^&*]/.test(password) && password.length >= PASSWORD_MIN_LENGTH;
  return strong ? 100 : 50;
}
