// Account calls of the worker (spec 000 §4): each stores what the server answers, so the UI only reads Dexie.
import type { z } from 'zod';
import { endpoints } from '../contract/api';
import type {
  ChangePasswordRequest,
  ForgotPasswordRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  VerifyResetOtpRequest,
} from '../contract/auth';
import type { MechwarDatabase } from '../db/database';
import { retryEntries } from '../db/outbox-outcomes';
import { clearSession, getSession, isSessionValid, saveAuth, saveUser } from '../db/session';
import type { ApiResult, Http } from './http';

type Output<K extends keyof typeof endpoints> = z.output<(typeof endpoints)[K]['response']>;

export function createAccount(db: MechwarDatabase, http: Http) {
  /** The signed-in user's held changes were waiting for a session or a verified account: send them now. */
  async function releaseHeld() {
    const session = await getSession(db);
    if (!session) return;
    const held = await db.outbox
      .where('userId')
      .equals(session.user.id)
      .filter((entry) => entry.state === 'held')
      .primaryKeys();
    if (held.length) await retryEntries(db, held);
  }

  return {
    async register(input: RegisterRequest): Promise<ApiResult<Output<'register'>>> {
      const result = await http.request(endpoints.register, { json: input, quiet: true });
      if (result.ok) await saveAuth(db, result.data.data);
      return result;
    },

    async login(input: LoginRequest): Promise<ApiResult<Output<'login'>>> {
      const result = await http.request(endpoints.login, { json: input, quiet: true });
      if (result.ok) {
        await saveAuth(db, result.data.data);
        await releaseHeld();
      }
      return result;
    },

    async verifyOtp(code: string): Promise<ApiResult<Output<'verifyOtp'>>> {
      const result = await http.request(endpoints.verifyOtp, { json: { two_factor_code: code }, quiet: true });
      if (result.ok) {
        await saveUser(db, result.data.data.user, result.data.data.is_driver);
        await releaseHeld();
      }
      return result;
    },

    resendOtp: () => http.request(endpoints.resendOtp, { quiet: true }),
    forgotPassword: (input: ForgotPasswordRequest) => http.request(endpoints.forgotPassword, { json: input, quiet: true }),
    verifyResetOtp: (input: VerifyResetOtpRequest) => http.request(endpoints.verifyResetOtp, { json: input, quiet: true }),
    resendResetOtp: (phone: string) => http.request(endpoints.resendResetOtp, { json: { phone }, quiet: true }),
    resetPassword: (input: ResetPasswordRequest, resetToken: string) => http.request(endpoints.resetPassword, { json: input, bearer: resetToken, quiet: true }),
    changePassword: (input: ChangePasswordRequest) => http.request(endpoints.changePassword, { json: input, quiet: true }),

    /** Logout: the server call runs (revoking the token), then the session is cleared whatever it answered. */
    async logout(): Promise<void> {
      const session = await getSession(db);
      if (isSessionValid(session)) await http.request(endpoints.logout, { quiet: true });
      await clearSession(db);
    },

    /**
     * On start: a stored token that is still valid refreshes the user (a 401 there triggers the silent refresh);
     * an expired one logs the user out.
     */
    async resume(): Promise<'signed-out' | 'expired' | 'refreshed' | 'offline'> {
      const session = await getSession(db);
      if (!session) return 'signed-out';
      if (!isSessionValid(session)) {
        await clearSession(db);
        return 'expired';
      }
      const result = await http.request(endpoints.currentUser, { quiet: true });
      // A 401 the refresh could not cure has cleared the session; any other failure (offline, 5xx) keeps it.
      if (!result.ok) return (await getSession(db)) ? 'offline' : 'signed-out';
      await saveAuth(db, result.data.data);
      await releaseHeld();
      return 'refreshed';
    },
  };
}

export type Account = ReturnType<typeof createAccount>;
