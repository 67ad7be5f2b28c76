// Accounts: registration, login, two-step OTP, password reset, refresh, logout (spec 000 §4, §5, §7).
import { z } from 'zod';
import { user } from './user';
import { phoneField } from './phone';
import { passwordField } from './password';
import { OTP_LENGTH } from './limits';

const required = (name: string) =>
  z
    .string({ error: `The ${name.replace(/_/g, ' ')} field is required.` })
    .trim()
    .min(1, `The ${name.replace(/_/g, ' ')} field is required.`);

/** Laravel's "accepted": true, 1, "1", "on", "yes", "true". */
const accepted = (name: string) =>
  z
    .union([z.boolean(), z.string(), z.number()], { error: `The ${name} field must be accepted.` })
    .refine((v) => v === true || v === 1 || ['1', 'on', 'yes', 'true'].includes(String(v).toLowerCase()), `The ${name} field must be accepted.`);

function confirmed<T extends { password?: unknown; password_confirmation?: unknown }>(body: T, ctx: z.RefinementCtx) {
  if (typeof body.password === 'string' && body.password !== body.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: 'The password field confirmation does not match.' });
  }
}

export const registerRequest = z
  .object({
    first_name: required('first_name').max(100),
    last_name: required('last_name').max(100),
    phone: phoneField,
    password: passwordField(),
    password_confirmation: z.string().optional(),
    terms: accepted('terms'),
  })
  .superRefine(confirmed);
export type RegisterRequest = z.input<typeof registerRequest>;

export const loginRequest = z.object({
  phone: phoneField,
  password: z.string({ error: 'The password field is required.' }).min(1, 'The password field is required.'),
  terms: z.unknown().optional(),
});
export type LoginRequest = z.input<typeof loginRequest>;

const otpCode = (name: string) =>
  z
    .string({ error: `The ${name.replace(/_/g, ' ')} field is required.` })
    .trim()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `The ${name.replace(/_/g, ' ')} must be ${OTP_LENGTH} digits.`);

export const verifyOtpRequest = z.object({ two_factor_code: otpCode('two_factor_code') });
export type VerifyOtpRequest = z.input<typeof verifyOtpRequest>;

export const forgotPasswordRequest = z.object({ phone: phoneField });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequest>;

export const verifyResetOtpRequest = z.object({ otp: otpCode('otp'), phone: phoneField });
export type VerifyResetOtpRequest = z.input<typeof verifyResetOtpRequest>;

export const resendResetOtpRequest = z.object({ phone: phoneField });

export const resetPasswordRequest = z.object({ password: passwordField(), password_confirmation: z.string().optional() }).superRefine(confirmed);
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

export const refreshRequest = z.object({
  refresh_token: z.string({ error: 'The refresh token field is required.' }).min(1, 'The refresh token field is required.'),
});

export const changePasswordRequest = z
  .object({
    current_password: z.string({ error: 'The current password field is required.' }).min(1, 'The current password field is required.'),
    new_password: passwordField('new_password'),
    new_password_confirmation: z.string().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.new_password !== body.new_password_confirmation) {
      ctx.addIssue({ code: 'custom', path: ['new_password'], message: 'The new password field confirmation does not match.' });
    }
  });
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

/** A Sanctum-style token: `id|secret`. */
export const sanctumToken = z.string().regex(/^\d+\|[^|\s]+$/, 'A token is shaped id|secret.');

/** The `data` of register, login, refresh and auth/user. */
export const authData = z.object({
  user,
  is_driver: z.boolean(),
  token: sanctumToken,
  /** Kept "if present" (spec 000 §4): a backend without refresh tokens still signs in. */
  refresh_token: z.string().optional(),
});
export type AuthData = z.infer<typeof authData>;

export const authResponse = z.object({ message: z.string(), data: authData });
export type AuthResponse = z.infer<typeof authResponse>;

/** `GET /api/auth/user`: token and refresh token are optional there. */
export const currentUserResponse = z.object({
  message: z.string().optional(),
  data: z.object({
    user,
    is_driver: z.boolean(),
    token: sanctumToken.optional(),
    refresh_token: z.string().optional(),
  }),
});
export type CurrentUserResponse = z.infer<typeof currentUserResponse>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** `POST /api/auth/verify-otp`: the now-verified user. */
export const verifyOtpResponse = z.object({
  message: z.string(),
  data: z.object({ user, is_driver: z.boolean() }),
});

/** `POST /api/auth/resend-otp`: `otp` is present outside production (the spec shows it as a toast). */
export const resendOtpResponse = z.object({ message: z.string(), otp: z.string().optional() });

export const verifyResetOtpResponse = z.object({ message: z.string(), reset_token: z.string() });
export type VerifyResetOtpResponse = z.infer<typeof verifyResetOtpResponse>;
