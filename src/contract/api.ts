// The accounts endpoints: method, path, request and response schema of each call, shared by server and worker.
import type { z } from 'zod';
import * as auth from './auth';
import { citiesResponse } from './cities';
import { profileResponse, profileUpdateFields, profileUpdateResponse } from './profile';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set to `true` on an answer that is the stored one of an earlier request with the same Idempotency-Key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  request?: z.ZodType;
  response: z.ZodType;
}

export const endpoints = {
  register: { method: 'POST', path: '/api/auth/register', request: auth.registerRequest, response: auth.authResponse },
  login: { method: 'POST', path: '/api/auth/login', request: auth.loginRequest, response: auth.authResponse },
  verifyOtp: { method: 'POST', path: '/api/auth/verify-otp', request: auth.verifyOtpRequest, response: auth.verifyOtpResponse },
  resendOtp: { method: 'POST', path: '/api/auth/resend-otp', response: auth.resendOtpResponse },
  forgotPassword: {
    method: 'POST',
    path: '/api/auth/forgot-password',
    request: auth.forgotPasswordRequest,
    response: auth.messageResponse,
  },
  verifyResetOtp: {
    method: 'POST',
    path: '/api/auth/verify-reset-otp',
    request: auth.verifyResetOtpRequest,
    response: auth.verifyResetOtpResponse,
  },
  resendResetOtp: {
    method: 'POST',
    path: '/api/auth/resend-reset-password-otp',
    request: auth.resendResetOtpRequest,
    response: auth.messageResponse,
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/reset-password',
    request: auth.resetPasswordRequest,
    response: auth.messageResponse,
  },
  logout: { method: 'POST', path: '/api/auth/logout', response: auth.messageResponse },
  refresh: { method: 'POST', path: '/api/auth/refresh', request: auth.refreshRequest, response: auth.authResponse },
  currentUser: { method: 'GET', path: '/api/auth/user', response: auth.currentUserResponse },
  profile: { method: 'GET', path: '/api/profile', response: profileResponse },
  /** Multipart: the fields below plus `_method=PUT` and an optional `image` file. */
  updateProfile: { method: 'POST', path: '/api/profile', request: profileUpdateFields, response: profileUpdateResponse },
  changePassword: {
    method: 'POST',
    path: '/api/change-password',
    request: auth.changePasswordRequest,
    response: auth.messageResponse,
  },
  cities: { method: 'GET', path: '/api/cities', response: citiesResponse },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
