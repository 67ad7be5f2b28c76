// Business constants of the spec (000 §9) and the server rules that go with them, shared by client and server.

/** Token lifetime the client assumes and the server enforces: 2160 minutes (36 hours). */
export const TOKEN_LIFETIME_MINUTES = 2160;
export const TOKEN_LIFETIME_MS = TOKEN_LIFETIME_MINUTES * 60_000;

export const OTP_LENGTH = 6;
/** An OTP is valid for 5 minutes. */
export const OTP_TTL_MS = 5 * 60_000;
/** Five wrong codes lock the OTP until a new one is sent. */
export const OTP_MAX_ATTEMPTS = 5;
/** Resend countdown of the two-step (login) OTP, enforced by the server too. */
export const LOGIN_OTP_RESEND_SECONDS = 30;
/** Resend countdown of the reset-password OTP, starting when the modal opens. */
export const RESET_OTP_RESEND_SECONDS = 60;
/** A reset token from verify-reset-otp is single-use and valid 15 minutes. */
export const RESET_TOKEN_TTL_MS = 15 * 60_000;

export const PASSWORD_MIN_LENGTH = 8;
/** Minimum loading state for login, register and forgot password, after the reply. */
export const MIN_AUTH_LOADING_MS = 1000;
export const LOADER_HIDE_DELAY_MS = 100;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const SUCCESS_DIALOG_TIMER_MS = 2028;
export const DEFAULT_RETRY_AFTER_SECONDS = 60;
export const PHONE_PREFIX = '+216';
export const CURRENCY = 'TND';
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
